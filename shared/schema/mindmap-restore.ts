import type * as Y from 'yjs';
import { metaMap } from './document-meta';
import { newId, nowIso, writeFields } from './fields';
import type { MindmapNode } from './mindmap-model';
import { keepNodesMerged } from './mindmap-merge';
import { readMindmap } from './mindmap-reader';
import {
  createStoredNode,
  deleteStoredNode,
  isNodeIdTaken,
  readMindmapLayout,
  readStoredNode,
  STAMPED_FIELDS,
  type StampedField,
  writeStoredNode,
} from './mindmap-store';

/**
 * Writing an earlier state of a map (`version`, a detached document read with the same reader) into the
 * live map `doc` as one transaction of plain writes, so every peer merges it as any other edit. Layout
 * of the document: mindmap-store.ts.
 */

/** What a node holds beside its id, parent and times: everything a restore writes back as it was. */
const RESTORED_FIELDS = STAMPED_FIELDS.filter(
  (field): field is Exclude<StampedField, 'parentId'> => field !== 'parentId',
);

/** The version's nodes, parents before children (the root first). */
function parentsFirst(nodes: readonly MindmapNode[], rootId: string | null): MindmapNode[] {
  const children = new Map<string | null, MindmapNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  const ordered: MindmapNode[] = [];
  const queue = nodes.filter((node) => node.id === rootId);
  for (let at = 0; at < queue.length; at += 1) {
    const node = queue[at]!;
    ordered.push(node);
    queue.push(...(children.get(node.id) ?? []));
  }
  return ordered;
}

/**
 * Makes the live map `doc` hold what `version` holds: its title, description and layout (the saved view
 * stays the viewer's), every node with its fields and parent, and no other node. A node the live map
 * still has keeps its id; one deleted since comes back under a new id (a deleted id is never used again:
 * mindmap-store.ts), and its children hang under that new id. The version's root is written into the
 * live root. One transaction; answers the new id of each node that came back under one.
 */
export function restoreMindmap(doc: Y.Doc, version: Y.Doc): Map<string, string> {
  keepNodesMerged(doc);
  const target = readMindmap(version);
  const renamed = new Map<string, string>();
  doc.transact(() => {
    const live = readMindmap(doc);
    const { title, description } = target.meta;
    const layout = readMindmapLayout(version);
    // A map without a layout reads as free: only a layout that differs is written.
    writeFields(metaMap(doc), {
      title,
      description,
      layout: layout === readMindmapLayout(doc) ? undefined : layout,
    });
    const ids = new Map<string, string>();
    if (target.rootId !== null && live.rootId !== null) ids.set(target.rootId, live.rootId);
    const now = nowIso();
    for (const node of parentsFirst(target.nodes, target.rootId)) {
      const parentId = node.parentId === null ? null : (ids.get(node.parentId) ?? null);
      const fields = Object.fromEntries(RESTORED_FIELDS.map((field) => [field, node[field]]));
      const id = ids.get(node.id) ?? node.id;
      if (readStoredNode(doc, id)) {
        writeStoredNode(doc, id, id === live.rootId ? fields : { ...fields, parentId });
        ids.set(node.id, id);
        continue;
      }
      if (parentId === null) continue;
      const restored = isNodeIdTaken(doc, id) ? newId() : id;
      if (restored !== id) renamed.set(id, restored);
      ids.set(node.id, restored);
      // Its creation time is the version's, so it takes its place among its siblings again.
      createStoredNode(doc, restored, {
        ...(fields as Pick<MindmapNode, (typeof RESTORED_FIELDS)[number]>),
        parentId,
        createdAt: node.createdAt,
        updatedAt: now,
      });
    }
    const kept = new Set(ids.values());
    for (const node of live.nodes)
      if (!kept.has(node.id) && node.id !== live.rootId) deleteStoredNode(doc, node.id);
  });
  return renamed;
}
