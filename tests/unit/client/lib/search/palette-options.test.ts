import { Plus } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/api/search';
import { commandGroups, resultGroups, type PaletteCommand } from '@client/lib/search/palette-options';

function result(over: Partial<SearchResult> & Pick<SearchResult, 'kind' | 'id' | 'title'>): SearchResult {
  return { documentId: null, snippet: over.title, highlights: [], url: `/x/${over.id}`, ...over };
}

const titles = new Map([['map-1', 'Product roadmap']]);
const titleOf = (id: string) => titles.get(id);

describe('resultGroups', () => {
  it('groups results by kind, documents first, and says where each item lives', () => {
    const groups = resultGroups(
      [
        result({
          kind: 'card',
          id: 'c',
          title: 'Conference badges',
          documentId: 'board-1',
          url: '/kanban/board-1?card=c',
        }),
        result({
          kind: 'node',
          id: 'n',
          title: 'Conference talk',
          documentId: 'map-1',
          url: '/maps/map-1?node=n',
        }),
        result({ kind: 'board', id: 'board-1', title: 'Events', url: '/kanban/board-1' }),
        result({ kind: 'todo', id: 't', title: 'Confirm venue', url: '/todo/t' }),
      ],
      'conf',
      titleOf,
    );
    expect(groups.map((group) => group.heading)).toEqual(['Boards', 'Nodes', 'To-dos', 'Cards']);
    const details = groups.flatMap((group) => group.options.map((option) => option.detail));
    // The board's title comes from the results when the lists do not know it.
    expect(details).toEqual(['Board', 'node in Product roadmap', 'to-do, unassigned', 'card in Events']);
  });

  it("marks the title from the server's offsets when the snippet is the title, and from the query when not", () => {
    const [same] = resultGroups(
      [result({ kind: 'mindmap', id: 'm', title: 'École', highlights: [[0, 5]], url: '/maps/m' })],
      'ecole',
      titleOf,
    );
    expect(same?.options[0]).toMatchObject({ labelMarks: [[0, 5]], snippet: undefined });
    const [other] = resultGroups(
      [
        result({
          kind: 'node',
          id: 'n',
          documentId: 'map-1',
          title: 'Talk at the École',
          snippet: '…before the école opens',
          highlights: [[12, 17]],
          url: '/maps/map-1?node=n',
        }),
      ],
      'ecole',
      titleOf,
    );
    expect(other?.options[0]).toMatchObject({
      labelMarks: [[12, 17]],
      snippet: { text: '…before the école opens', marks: [[12, 17]] },
    });
  });

  it('leaves out a result whose address leaves the app', () => {
    const groups = resultGroups(
      [
        result({ kind: 'mindmap', id: 'a', title: 'A', url: 'https://elsewhere.example/' }),
        result({ kind: 'mindmap', id: 'b', title: 'B', url: '//elsewhere.example/' }),
      ],
      'a',
      titleOf,
    );
    expect(groups).toEqual([]);
  });
});

describe('commandGroups', () => {
  const command = (label: string, group: PaletteCommand['group']): PaletteCommand => ({
    key: label,
    label,
    group,
    icon: Plus,
    run: () => undefined,
  });
  const commands = [
    command('New map', 'Create'),
    command('New board', 'Create'),
    command('Go to Kanban', 'Go to'),
  ];

  it('lists every command for a blank query, grouped as given', () => {
    const groups = commandGroups(commands, ' ');
    expect(groups.map((group) => [group.heading, group.options.length])).toEqual([
      ['Create', 2],
      ['Go to', 1],
    ]);
  });

  it('keeps the commands whose words start with the query, marked', () => {
    const groups = commandGroups(commands, 'bo');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.options[0]).toMatchObject({ label: 'New board', labelMarks: [[4, 6]] });
  });
});
