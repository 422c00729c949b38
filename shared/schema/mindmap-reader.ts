import type * as Y from 'yjs';
import { addChangedRecordIds, compareStrings } from './fields';
import { type MindmapNode, type MindmapView, mindmapNodeSchema } from './mindmap-model';
import { keepNodesMerged } from './mindmap-merge';
import { resolveTree } from './mindmap-resolve';
import {
  deletedNodes,
  legacyNodes,
  metaMap,
  nodeValues,
  preferredRootId,
  readMindmapMeta,
  readStoredNode,
  readStoredNodes,
} from './mindmap-store';

/** Reading a mind map document (layout in mindmap-store.ts): whole, or incrementally as it changes. */

/** Resolves the stored nodes into the view: parents fixed, root first, then by creation time and id. */
function resolveView(doc: Y.Doc, stored: readonly MindmapNode[], previous?: MindmapView): MindmapView {
  const { rootId, parents } = resolveTree(stored, preferredRootId(doc));
  const before = new Map(previous?.nodes.map((node) => [node.id, node]));
  const nodes = stored.map((node) => {
    const parentId = parents.get(node.id) ?? null;
    const last = before.get(node.id);
    // Unchanged nodes keep their object, so consumers can tell what changed by identity.
    if (last && parentId === last.parentId && sameStoredNode(last, node)) return last;
    return { ...node, parentId };
  });
  nodes.sort(
    (a, b) =>
      Number(b.id === rootId) - Number(a.id === rootId) ||
      compareStrings(a.createdAt, b.createdAt) ||
      compareStrings(a.id, b.id),
  );
  return { meta: readMindmapMeta(doc), rootId, nodes };
}

/** The fields a node stores itself; its parent is compared after resolution. */
const NODE_FIELDS = Object.keys(mindmapNodeSchema.shape).filter(
  (field): field is Exclude<keyof MindmapNode, 'id' | 'parentId'> => field !== 'id' && field !== 'parentId',
);

function sameStoredNode(a: MindmapNode, b: MindmapNode): boolean {
  return NODE_FIELDS.every((field) => a[field] === b[field]);
}

/** The map as every peer sees it once synced: parents resolved (cycles, orphans and extra roots fixed). */
export function readMindmap(doc: Y.Doc): MindmapView {
  keepNodesMerged(doc);
  return resolveView(doc, readStoredNodes(doc));
}

export interface MindmapReader {
  /** The same view readMindmap() gives, reading again only the nodes changed since the last call. */
  read(): MindmapView;
  stop(): void;
}

/**
 * Reads a map repeatedly as it changes (an editor following its peers): each node's stored fields are
 * read again only when that node changed, instead of every node on every change. The resolution of the
 * tree still runs over the whole map, on plain objects.
 */
export function createMindmapReader(doc: Y.Doc): MindmapReader {
  keepNodesMerged(doc);
  const values = nodeValues(doc);
  const deleted = deletedNodes(doc);
  const legacy = legacyNodes(doc);
  const stored = new Map<string, MindmapNode>();
  let dirty: Set<string> | 'all' = 'all';
  let view: MindmapView | null = null;
  /** Where each node sits in `view.nodes`. */
  let positions = new Map<string, number>();
  let metaChanged = true;

  const onValues = (event: Y.YMapEvent<unknown>) => {
    if (dirty === 'all') return;
    for (const key of event.keysChanged) dirty.add(key);
  };
  // A map of schema version 2 that the server has not migrated yet (a device copy opened offline).
  const onLegacy = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => {
    if (dirty !== 'all') addChangedRecordIds(legacy, events, dirty);
  };
  // The schema version decides which layout is read: a change of it reads the whole map again.
  const onMeta = (event: Y.YMapEvent<unknown>) => {
    metaChanged = true;
    if (event.keysChanged.has('schemaVersion')) dirty = 'all';
  };
  values.observe(onValues);
  deleted.observe(onValues);
  legacy.observeDeep(onLegacy);
  metaMap(doc).observe(onMeta);

  function readNode(id: string) {
    const node = readStoredNode(doc, id);
    if (node) stored.set(id, node);
    else stored.delete(id);
  }

  /**
   * The view with the changed nodes replaced in place, when no change touched the tree or the order (a
   * label typed, a node dragged: nearly every live edit); null when the whole map must be resolved again.
   */
  function patch(current: MindmapView, ids: ReadonlySet<string>): MindmapView | null {
    const replaced = current.nodes.slice();
    let inPlace = true;
    for (const id of ids) {
      const before = stored.get(id);
      const index = positions.get(id);
      readNode(id);
      const after = stored.get(id);
      if (!before || !after || index === undefined) inPlace = false;
      else if (after.parentId !== before.parentId || after.createdAt !== before.createdAt) inPlace = false;
      else if (inPlace) replaced[index] = { ...after, parentId: replaced[index]!.parentId };
    }
    return inPlace ? { ...current, nodes: replaced } : null;
  }

  return {
    read() {
      if (view && dirty !== 'all' && !metaChanged) {
        if (dirty.size === 0) return view;
        const patched = patch(view, dirty);
        dirty = new Set();
        if (patched) return (view = patched);
        // Every dirty node was read again by patch(); resolve the whole map below.
      } else if (dirty === 'all') {
        stored.clear();
        for (const node of readStoredNodes(doc)) stored.set(node.id, node);
      } else {
        for (const id of dirty) readNode(id);
      }
      dirty = new Set();
      metaChanged = false;
      view = resolveView(doc, [...stored.values()], view ?? undefined);
      positions = new Map(view.nodes.map((node, index) => [node.id, index]));
      return view;
    },
    stop() {
      values.unobserve(onValues);
      deleted.unobserve(onValues);
      legacy.unobserveDeep(onLegacy);
      metaMap(doc).unobserve(onMeta);
    },
  };
}
