import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readColumns } from '@shared/schema/board';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { newDocumentSeed } from '@shared/schema/new-document';

const ID = '6f1c3a52-9d7e-4b1a-8c2f-0a1b2c3d4e5f';
const AT = '2026-11-23T08:00:00.000Z';

function seeded(...updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

describe('newDocumentSeed', () => {
  it('makes the same bytes from the same kind, id, title, description and time', () => {
    const input = { id: ID, title: 'Plan', description: 'Q3' };
    for (const kind of ['mindmap', 'todolist', 'board'] as const) {
      expect(newDocumentSeed(kind, input, AT)).toEqual(newDocumentSeed(kind, input, AT));
    }
  });

  it('gives one root and one In-Progress lane when two peers apply their seeds', () => {
    const input = { id: ID, title: 'Plan', description: '' };
    const map = seeded(newDocumentSeed('mindmap', input, AT), newDocumentSeed('mindmap', input, AT));
    expect(readMindmap(map).nodes).toHaveLength(1);
    const board = seeded(newDocumentSeed('board', input, AT), newDocumentSeed('board', input, AT));
    expect(readColumns(board).map((column) => column.title)).toEqual(['New', 'In-Progress', 'Done']);
  });

  it('writes seeds of different inputs under different writers, so they never pass for one another', () => {
    const writer = (update: Uint8Array) => [...seeded(update).store.clients.keys()];
    const plan = newDocumentSeed('mindmap', { id: ID, title: 'Plan', description: '' }, AT);
    const other = newDocumentSeed('mindmap', { id: ID, title: 'Plan B', description: '' }, AT);
    const later = newDocumentSeed(
      'mindmap',
      { id: ID, title: 'Plan', description: '' },
      '2026-11-23T09:00:00.000Z',
    );
    expect(writer(plan)).not.toEqual(writer(other));
    expect(writer(plan)).not.toEqual(writer(later));
  });
});
