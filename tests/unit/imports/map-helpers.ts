import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import { walkTree } from '@server/imports/formats/map-tree';

/** A node with the given fields, the rest empty. */
export function node(label: string, fields: Partial<ImportedNode> = {}): ImportedNode {
  return { label, note: '', link: null, folded: false, side: null, position: null, children: [], ...fields };
}

export function map(root: ImportedNode, title = root.label): ImportedMap {
  return { kind: 'mindmap', title, root, counts: { skipped: 0, cut: 0 } };
}

type Field = 'label' | 'note' | 'link' | 'folded' | 'side' | 'position';

/** The tree as rows (depth and the chosen fields), depth first: what two maps must share to be "the same". */
export function rows(root: ImportedNode, fields: Field[] = ['label']): Array<Record<string, unknown>> {
  return [...walkTree(root)].map(({ node: item, depth }) => {
    const row: Record<string, unknown> = { depth };
    for (const field of fields) row[field] = item[field];
    return row;
  });
}

/** The deepest depth in a tree (the root is 0), counted without recursion. */
export function maxDepth(root: ImportedNode): number {
  let deepest = 0;
  for (const { depth } of walkTree(root)) deepest = Math.max(deepest, depth);
  return deepest;
}

export function countNodes(root: ImportedNode): number {
  return [...walkTree(root)].length;
}

export { collect, rawZip, zipOf } from '../../helpers/zip-files';
