import { describe, expect, it } from 'vitest';
import { boxesOverlap, edgePolyline, nodeBox, polylinesCross } from '@shared/layout/node-footprint';
import { addNode, createMindmapDoc } from '@shared/schema/mindmap';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { childWriter, mindmapWriter } from '@server/plugins/app/ai/appliers';

const MAP_ID = '0b8f2c1e-7a51-4d1e-9c3a-2f4b5d6e7f80';

function overlaps(nodes: readonly MindmapNode[]): string[] {
  const found: string[] = [];
  nodes.forEach((a, index) => {
    for (const b of nodes.slice(index + 1)) {
      if (boxesOverlap(nodeBox(a.x, a.y, a.label), nodeBox(b.x, b.y, b.label)))
        found.push(`${a.label} / ${b.label}`);
    }
  });
  return found;
}

/** The root's child a node descends from. */
function branchOf(byId: ReadonlyMap<string, MindmapNode>, node: MindmapNode): string {
  let current = node;
  for (
    let parent = byId.get(current.parentId ?? '');
    parent?.parentId;
    parent = byId.get(current.parentId ?? '')
  )
    current = parent;
  return current.id;
}

/** Pairs of edges of one branch that cross, as the canvas draws them. */
function crossings(nodes: readonly MindmapNode[]): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = nodes.flatMap((node) => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    return parent
      ? [{ parent, child: node, branch: branchOf(byId, node), points: edgePolyline(parent, node) }]
      : [];
  });
  const found: string[] = [];
  edges.forEach((a, index) => {
    for (const b of edges.slice(index + 1)) {
      const ends = [b.parent.id, b.child.id];
      if (a.branch !== b.branch || ends.includes(a.parent.id) || ends.includes(a.child.id)) continue;
      if (polylinesCross(a.points, b.points)) found.push(`${a.child.label} / ${b.child.label}`);
    }
  });
  return found;
}

describe('mindmap appliers', () => {
  it('expands branches and outer leaves of a drafted map without overlapping nodes or crossing edges within a branch', () => {
    const doc = createMindmapDoc({ title: 'Garden', description: '', mapId: MAP_ID });
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
    // Branches and outer leaves, where there is room to grow without crossing (a leaf hemmed in between
    // two expanded neighbours of a drafted column may get only a spot clear of nodes).
    const targets = nodes.filter((node) => /^(Beds|Tools|Water|Beds One|Water Three)$/.test(node.label));
    for (const target of targets) {
      const expand = childWriter(target.id);
      for (const idea of ['Plan', 'Budget', 'Helpers']) {
        expand(doc, { label: `${target.label} ${idea}`, description: '' });
      }
    }
    const after = readMindmap(doc).nodes;
    expect(after.length).toBe(nodes.length + 3 * targets.length);
    expect(overlaps(after)).toEqual([]);
    expect(crossings(after)).toEqual([]);
  });

  it('expands a node hemmed in on the root side outward, away from the root', () => {
    const doc = createMindmapDoc({ title: 'Trip', description: '', mapId: MAP_ID });
    const { rootId, nodes } = readMindmap(doc);
    const root = nodes[0]!;
    const left = addNode(doc, { parentId: rootId, label: 'West', x: root.x - 300, y: root.y })!;
    childWriter(left)(doc, { label: 'Coast', description: '' });
    const coast = readMindmap(doc).nodes.find((node) => node.label === 'Coast')!;
    expect(coast.x).toBeLessThan(root.x - 300);
  });
});
