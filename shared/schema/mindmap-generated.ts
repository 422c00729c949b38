import * as Y from 'yjs';
import { GENERATION_TYPE } from './generation';
import { keepNodesMerged } from './mindmap-merge';
import { readMindmap } from './mindmap-reader';
import { deleteStoredNode, nodeValues, readNodeValue, writeStoredNode } from './mindmap-store';

/**
 * What an AI generation did to a map, kept in the document's `generation` map so the person who started it
 * can undo it as one step. The server writes a draft's and an Expand with AI's items in several
 * transactions, which reach the editor as remote updates that no undo manager of the editor tracks; so
 * each item's transaction also records the nodes it added and, for each node it moved (a tidy layout
 * making room), where that node was before the run first moved it, and the document clients that wrote
 * it. Undoing it is a local edit of the editor (shared/schema, the person's own step): see undoGenerated.
 */

const CHANGES_KEY = 'nodes';
/** What someone writing to a node means to keep: everything but its place. */
const CONTENT_FIELDS = [
  'parentId',
  'label',
  'description',
  'link',
  'todoId',
  'linkedTodoListId',
  'collapsed',
] as const;
const WRITERS_KEY = 'writers';

type Position = readonly [x: number, y: number];
/** Per node the run touched: 'added', or where it was before the run moved it. */
export interface GeneratedChanges {
  added: string[];
  moved: Map<string, Position>;
  /** The document clients (the server's) whose writes the run made. */
  writers: Set<number>;
}

const generationMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(GENERATION_TYPE);

/** Where every node is, before an item is applied (the server, in the item's transaction). */
export function nodePositions(doc: Y.Doc): Map<string, Position> {
  return new Map(readMindmap(doc).nodes.map((node) => [node.id, [node.x, node.y] as const]));
}

/** Starts a run's record afresh (the server, as the generation begins). */
export function clearGeneratedChanges(doc: Y.Doc): void {
  const map = generationMap(doc);
  map.set(CHANGES_KEY, new Y.Map<unknown>());
  map.set(WRITERS_KEY, []);
}

/**
 * Records what the item just applied changed, against the positions taken before it (the server, in the
 * item's transaction): new nodes as added, and each other node's first move with its place before.
 */
export function recordGeneratedChanges(doc: Y.Doc, before: ReadonlyMap<string, Position>): void {
  const map = generationMap(doc);
  let changes = map.get(CHANGES_KEY);
  if (!(changes instanceof Y.Map)) {
    changes = new Y.Map<unknown>();
    map.set(CHANGES_KEY, changes);
  }
  const record = changes as Y.Map<unknown>;
  for (const node of readMindmap(doc).nodes) {
    if (record.has(node.id)) continue;
    const was = before.get(node.id);
    if (!was) record.set(node.id, 'added');
    else if (was[0] !== node.x || was[1] !== node.y) record.set(node.id, [was[0], was[1]]);
  }
  const writers = readWriters(map);
  if (!writers.includes(doc.clientID)) map.set(WRITERS_KEY, [...writers, doc.clientID]);
}

function readWriters(map: Y.Map<unknown>): number[] {
  const value = map.get(WRITERS_KEY);
  return Array.isArray(value) ? value.filter((client): client is number => Number.isInteger(client)) : [];
}

/** The record of the document's last generation (nothing for a run that changed no node). */
export function readGeneratedChanges(doc: Y.Doc): GeneratedChanges {
  const map = generationMap(doc);
  const changes = map.get(CHANGES_KEY);
  const result: GeneratedChanges = { added: [], moved: new Map(), writers: new Set(readWriters(map)) };
  if (!(changes instanceof Y.Map)) return result;
  changes.forEach((value, id) => {
    if (value === 'added') result.added.push(id);
    else if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate))
    ) {
      result.moved.set(id, [value[0] as number, value[1] as number]);
    }
  });
  return result;
}

/**
 * Undoes a generation's changes, as one transaction of the caller: each node it added goes, unless
 * someone changed its content since or it holds a node that stays (a peer's child); each node it moved
 * goes back, unless someone else moved it since. Answers how many nodes were removed. What another
 * person did is never undone.
 */
export function undoGenerated(doc: Y.Doc, changes: GeneratedChanges): number {
  keepNodesMerged(doc);
  return doc.transact(() => {
    const { nodes } = readMindmap(doc);
    const values = nodeValues(doc);
    const stampsOf = (id: string) => readNodeValue(values.get(id))?.stamps ?? null;
    // The run writes a node's content once, unstamped, as it adds it; it only ever moves it after. So a
    // stamp on its content is someone's edit since (a move alone does not count: a collaborator's tidy
    // layout moves every node as they add their own).
    const edited = (id: string): boolean => {
      const stamps = stampsOf(id);
      return !stamps || CONTENT_FIELDS.some((field) => stamps[field] !== undefined);
    };
    const movedByOthers = (id: string): boolean => {
      const stamps = stampsOf(id);
      return !stamps || [stamps.x, stamps.y].some((stamp) => stamp && !changes.writers.has(stamp[1]));
    };
    const removable = new Set(changes.added.filter((id) => !edited(id)));
    // A node that stays keeps its parent: walk up from every kept node.
    const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
    for (const node of nodes) {
      if (removable.has(node.id)) continue;
      for (let up = parents.get(node.id); up; up = parents.get(up)) removable.delete(up);
    }
    for (const id of removable) deleteStoredNode(doc, id);
    for (const [id, [x, y]] of changes.moved) {
      if (!removable.has(id) && !movedByOthers(id)) writeStoredNode(doc, id, { x, y });
    }
    return removable.size;
  });
}
