import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  createMindmapDoc,
  getNode,
  MINDMAP_UNDO_OPTIONS,
  mindmapUndoScope,
} from '@shared/schema/mindmap';
import { deleteBranch, setAllCollapsed } from '@shared/schema/mindmap-branch';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { branchOf } from '@shared/schema/mindmap-resolve';
import { replicaOf, syncDocs } from '../sync';

/** root → a → (b → d, c); root → e */
function mapWithBranches() {
  const doc = createMindmapDoc({ title: 'Plan', description: '' });
  const a = addNode(doc, { parentId: ROOT_NODE_ID, label: 'A', x: 10, y: 20 })!;
  const b = addNode(doc, { parentId: a, label: 'B', x: 30, y: 40 })!;
  const c = addNode(doc, { parentId: a, label: 'C', x: 50, y: 60 })!;
  const d = addNode(doc, { parentId: b, label: 'D', x: 70, y: 80 })!;
  const e = addNode(doc, { parentId: ROOT_NODE_ID, label: 'E', x: 90, y: 100 })!;
  return { doc, a, b, c, d, e };
}

const snapshot = (doc: Y.Doc) =>
  readMindmap(doc).nodes.map((node) => [node.id, node.parentId, node.label, node.collapsed]);

describe('branchOf', () => {
  it('lists a node and every node below it, parents before children, and nothing for an unknown id', () => {
    const parents = new Map<string, string | null>([
      ['r', null],
      ['a', 'r'],
      ['b', 'a'],
      ['c', 'b'],
      ['x', 'r'],
    ]);
    expect(branchOf(parents, 'a')).toEqual(['a', 'b', 'c']);
    expect(branchOf(parents, 'c')).toEqual(['c']);
    expect(branchOf(parents, 'r')).toEqual(['r', 'a', 'x', 'b', 'c']);
    expect(branchOf(parents, 'missing')).toEqual([]);
  });
});

describe('deleteBranch', () => {
  it('deletes the node and everything below it, and nothing beside it', () => {
    const { doc, a, b, c, d, e } = mapWithBranches();
    // Siblings come in the document's order, which follows their random ids: the branch is a set.
    expect(deleteBranch(doc, a).sort()).toEqual([a, b, c, d].sort());
    expect(
      readMindmap(doc)
        .nodes.map((node) => node.id)
        .sort(),
    ).toEqual([ROOT_NODE_ID, e].sort());
  });

  it('refuses the root and missing nodes', () => {
    const { doc } = mapWithBranches();
    const before = snapshot(doc);
    expect(deleteBranch(doc, ROOT_NODE_ID)).toEqual([]);
    expect(deleteBranch(doc, 'missing')).toEqual([]);
    expect(snapshot(doc)).toEqual(before);
  });

  it('is undone in one step, the whole branch back as it was', () => {
    const { doc, a } = mapWithBranches();
    const undo = new Y.UndoManager(mindmapUndoScope(doc), MINDMAP_UNDO_OPTIONS);
    const before = snapshot(doc);
    deleteBranch(doc, a);
    undo.undo();
    expect(snapshot(doc)).toEqual(before);
  });

  it("keeps a peer's node added below the branch at the same time, under the root", () => {
    const { doc, a, b } = mapWithBranches();
    const [left, right] = [replicaOf(doc), replicaOf(doc)];
    deleteBranch(left, a);
    const late = addNode(right, { parentId: b, label: 'late', x: 0, y: 0 })!;
    syncDocs(left, right);
    expect(getNode(left, late)?.parentId).toBe(ROOT_NODE_ID);
    expect(getNode(left, b)).toBeNull();
    expect(readMindmap(right)).toEqual(readMindmap(left));
  });
});

describe('setAllCollapsed', () => {
  it('folds every node with children but the root, and unfolds them again', () => {
    const { doc, a, b } = mapWithBranches();
    expect(setAllCollapsed(doc, true)).toBe(2);
    const folded = readMindmap(doc)
      .nodes.filter((node) => node.collapsed)
      .map((node) => node.id);
    expect(folded.sort()).toEqual([a, b].sort());
    expect(setAllCollapsed(doc, true)).toBe(0);
    expect(setAllCollapsed(doc, false)).toBe(2);
    expect(readMindmap(doc).nodes.some((node) => node.collapsed)).toBe(false);
  });
});
