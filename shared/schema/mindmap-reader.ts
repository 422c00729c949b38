import type * as Y from 'yjs';
import { metaMap } from './document-meta';
import { addChangedRecordIds } from './fields';
import { type MindmapNode, type MindmapView, mindmapNodeSchema } from './mindmap-model';
import { keepNodesMerged } from './mindmap-merge';
import { resolveTree } from './mindmap-resolve';
import { compareNodeOrder, orderKey } from './sibling-order';
import {
  deletedNodes,
  legacyNodes,
  nodeValues,
  preferredRootId,
  readMindmapMeta,
  readStoredNode,
  readStoredNodes,
} from './mindmap-store';

/** Reading a mind map document (layout in mindmap-store.ts): whole, or incrementally as it changes. */

/** Resolves the stored nodes into the view: parents fixed, root first, then in sibling order. */
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
  nodes.sort((a, b) => Number(b.id === rootId) - Number(a.id === rootId) || compareNodeOrder(a, b));
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
 * read again only when that node changed, instead of every node on every change. A change that leaves the
 * tree and the order alone (a label typed, a node dragged) or only adds leaves that sort near the end (a
 * node just added) patches the view; any other resolves the whole tree again, on plain objects.
 */
export function createMindmapReader(doc: Y.Doc): MindmapReader {
  keepNodesMerged(doc);
  const values = nodeValues(doc);
  const deleted = deletedNodes(doc);
  const legacy = legacyNodes(doc);
  const stored = new Map<string, MindmapNode>();
  /** How many stored nodes name each id as their parent (whether or not that node exists). */
  const namedAsParent = new Map<string, number>();
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

  function countParent(node: MindmapNode | undefined, step: 1 | -1) {
    if (node?.parentId == null) return;
    namedAsParent.set(node.parentId, (namedAsParent.get(node.parentId) ?? 0) + step);
  }

  function keep(id: string, node: MindmapNode | null) {
    countParent(stored.get(id), -1);
    countParent(node ?? undefined, 1);
    if (node) stored.set(id, node);
    else stored.delete(id);
  }

  function readNode(id: string) {
    keep(id, readStoredNode(doc, id));
  }

  /** How far from the end of the view a new node may be placed without resolving the whole tree. */
  const NEAR_END = 64;

  /**
   * Whether a new node can join the view as it is: it hangs under a node of the view, no stored node names
   * it as its parent (it would have hung under the root so far), and the root stays the preferred one.
   */
  function isNewLeaf(current: MindmapView, node: MindmapNode): boolean {
    const { id, parentId } = node;
    if (current.rootId === null || current.rootId !== preferredRootId(doc) || id === current.rootId)
      return false;
    if (parentId === null || parentId === id || !positions.has(parentId)) return false;
    return (namedAsParent.get(id) ?? 0) === 0;
  }

  /**
   * Puts new leaves into `nodes` where the sort puts them, when that is near the end (nodes just added
   * sort last, by creation time); false when one is not a leaf or sorts further up.
   */
  function placeNewLeaves(current: MindmapView, nodes: MindmapNode[], added: readonly MindmapNode[]) {
    for (const node of added) {
      if (!isNewLeaf(current, node)) return false;
      let at = nodes.length;
      while (at > 1 && compareNodeOrder(nodes[at - 1]!, node) > 0) {
        at -= 1;
        if (nodes.length - at > NEAR_END) return false;
      }
      nodes.splice(at, 0, node);
    }
    return true;
  }

  /**
   * The view with the changed nodes replaced in place, when no change touched the tree or the order (a
   * label typed, a node dragged: nearly every live edit); null when the whole map must be resolved again.
   */
  function patch(current: MindmapView, ids: ReadonlySet<string>): MindmapView | null {
    const replaced = current.nodes.slice();
    const added: MindmapNode[] = [];
    let inPlace = true;
    for (const id of ids) {
      const before = stored.get(id);
      const index = positions.get(id);
      readNode(id);
      const after = stored.get(id);
      if (!before && after && index === undefined) added.push(after);
      else if (!before || !after || index === undefined) inPlace = false;
      else if (after.parentId !== before.parentId || orderKey(after) !== orderKey(before)) inPlace = false;
      else if (inPlace) replaced[index] = { ...after, parentId: replaced[index]!.parentId };
    }
    if (!inPlace) return null;
    if (added.length > 0) {
      const firstMoved = replaced.length - NEAR_END;
      if (!placeNewLeaves(current, replaced, added)) return null;
      for (let index = Math.max(1, firstMoved); index < replaced.length; index += 1) {
        positions.set(replaced[index]!.id, index);
      }
    }
    return { ...current, nodes: replaced };
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
        namedAsParent.clear();
        for (const node of readStoredNodes(doc)) keep(node.id, node);
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
