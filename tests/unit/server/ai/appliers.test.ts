import { describe, expect, it } from 'vitest';
import { writtenAt } from '@shared/schema/fields';
import { addNode, createMindmapDoc } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { childWriter, mindmapWriter } from '@server/plugins/app/ai/appliers';
import { crossings, overlaps } from '../../shared/layout/layout-checks';

const MAP_ID = '0b8f2c1e-7a51-4d1e-9c3a-2f4b5d6e7f80';

describe('mindmap appliers', () => {
  for (const layout of ['free', 'balanced'] as const) {
    it(`expands branches and every leaf of a drafted ${layout} map without overlapping nodes or crossing edges within a branch`, () => {
      const doc = createMindmapDoc({ title: 'Garden', description: '', mapId: MAP_ID, layout });
      const draft = mindmapWriter();
      for (const branch of ['Beds', 'Seeds', 'Tools', 'Water']) {
        draft(doc, {
          label: branch,
          description: '',
          children: ['One', 'Two', 'Three'].map((leaf) => ({
            label: `${branch} ${leaf}`,
            description: '',
            children: [],
          })),
        });
      }
      const { nodes } = readMindmap(doc);
      // Neighbouring leaves one after another: the later ones are hemmed in and room is made for them.
      const targets = nodes.filter((node) => node.parentId !== null);
      for (const target of targets) {
        const expand = childWriter(target.id);
        for (const idea of ['Plan', 'Budget', 'Helpers']) {
          expand(doc, { label: `${target.label} ${idea}`, description: '' });
        }
      }
      const after = readMindmap(doc).nodes;
      expect(after.length).toBe(nodes.length + 3 * targets.length);
      expect(overlaps(after, layout)).toEqual([]);
      expect(crossings(after)).toEqual([]);
    });
  }

  it('expands a node hemmed in on the root side outward, away from the root', () => {
    const doc = createMindmapDoc({ title: 'Trip', description: '', mapId: MAP_ID, layout: 'free' });
    const { rootId, nodes } = readMindmap(doc);
    const root = nodes[0]!;
    const left = addNode(doc, { parentId: rootId, label: 'West', x: root.x - 300, y: root.y })!;
    childWriter(left)(doc, { label: 'Coast', description: '' });
    const coast = readMindmap(doc).nodes.find((node) => node.label === 'Coast')!;
    expect(coast.x).toBeLessThan(root.x - 300);
  });
  it('keeps a drafted branch’s ideas and Expand with AI’s in the order the model gave them', () => {
    const doc = createMindmapDoc({ title: 'Launch', description: '', mapId: MAP_ID, layout: 'logical' });
    const ideas = ['Plan', 'Budget', 'Team', 'Venue', 'Press', 'Guests', 'Food', 'Music'];
    mindmapWriter()(doc, {
      label: 'Event',
      description: '',
      children: ideas.map((label) => ({ label, description: '', children: [] })),
    });
    const childrenOf = (label: string) => {
      const { nodes } = readMindmap(doc);
      const parent = nodes.find((node) => node.label === label)!;
      return nodes.filter((node) => node.parentId === parent.id);
    };
    expect(childrenOf('Event').map((node) => node.label)).toEqual(ideas);
    // Laid out in that order too: each below the one before.
    const rows = childrenOf('Event').map((node) => node.y);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    const expand = childWriter(childrenOf('Event')[0]!.id);
    writtenAt('2026-11-29T01:00:00.000Z', () =>
      ideas.forEach((label) => expand(doc, { label: `${label} step`, description: '' })),
    );
    expect(childrenOf('Plan').map((node) => node.label)).toEqual(ideas.map((label) => `${label} step`));
  });
});
