import * as Y from 'yjs';
import { addColumn, initBoard, setColumnWipLimit, updateBoardMeta } from './board';
import { addCards } from './board-cards';
import type { AddCardInput } from './board-model';
import { isReservedColumn } from './board-resolve';
import { metaMap } from './document-meta';
import { readBoard } from './board-store';
import { TITLE_MAX, newId, writeFields } from './fields';
import { addNode, getMindmapLayout, initMindmap, mindmapRootId } from './mindmap';
import { keepNodesMerged } from './mindmap-merge';
import { mindmapMetaPatchSchema } from './mindmap-model';
import { readMindmap } from './mindmap-reader';
import { readMindmapMeta, readStoredNode, writeStoredNode } from './mindmap-store';
import type { ItemKind } from './new-document';
import { initTodoList, readTodoList, updateTodoListMeta } from './todolist';
import { insertTodoContent } from './todo';

/**
 * Renaming and duplicating a map, list or board: the one place that knows how each kind keeps its title,
 * used by the editors, the list pages' REST calls and the duplicate route alike.
 */

/**
 * Renames a map: its title, its description or both. The root was labelled with the title when the map was
 * made; while the two are in step (the root still reads the old title) the root takes the new title. The
 * converse is updateNode's (mindmap.ts): a root renamed while in step renames the map.
 */
function renameMindmap(doc: Y.Doc, patch: { title?: string; description?: string }): boolean {
  keepNodesMerged(doc);
  const { title, description } = mindmapMetaPatchSchema.parse(patch);
  return doc.transact(() => {
    const before = readMindmapMeta(doc).title;
    const changed = writeFields(metaMap(doc), { title, description });
    const rootId = title === undefined || title === before ? null : mindmapRootId(doc);
    if (rootId && readStoredNode(doc, rootId)?.label === before)
      writeStoredNode(doc, rootId, { label: title });
    return changed;
  });
}

/** Writes a new title, description or both; whether anything changed. */
export function renameDocument(
  kind: ItemKind,
  doc: Y.Doc,
  fields: { title?: string; description?: string },
): boolean {
  if (kind === 'mindmap') return renameMindmap(doc, fields);
  if (kind === 'todolist') return updateTodoListMeta(doc, fields);
  return updateBoardMeta(doc, fields);
}

export const COPY_SUFFIX = ' (copy)';

/** The shown name of an untitled item of each kind, which its copy's name starts from. */
const UNTITLED: Record<ItemKind, string> = {
  mindmap: 'Untitled Map',
  todolist: 'Untitled list',
  board: 'Board',
};

/** A copy's title: "<title> (copy)", the title shortened (never inside a character) to fit the limit. */
export function copyTitle(kind: ItemKind, title: string): string {
  const base = (title.trim() || UNTITLED[kind]).slice(0, TITLE_MAX - COPY_SUFFIX.length);
  return base.replace(/[\uD800-\uDBFF]$/, '') + COPY_SUFFIX;
}

/** Meta of a map that its copy does not take over: its name, its root and its schema are its own. */
const OWN_MAP_META = new Set(['title', 'description', 'rootId', 'schemaVersion']);

/**
 * The map's nodes under new ids, parents before children; the root becomes the copy's root (its id is the
 * map's). Links to to-dos and lists stay with the original map: a list is linked from one node.
 */
function copyMindmap(source: Y.Doc, target: Y.Doc, id: string, title: string) {
  const { meta, rootId, nodes } = readMindmap(source);
  initMindmap(target, { title, description: meta.description, mapId: id, layout: getMindmapLayout(source) });
  target.transact(() => {
    metaMap(source).forEach((value, key) => {
      if (!OWN_MAP_META.has(key) && !(value instanceof Y.AbstractType)) metaMap(target).set(key, value);
    });
    const root = nodes.find((node) => node.id === rootId);
    if (!root) return;
    const children = new Map<string, typeof nodes>();
    for (const node of nodes) {
      if (node.parentId === null) continue;
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
    }
    const { label, description, link, x, y, collapsed } = root;
    // Written as stored: the copy's root keeps the original's label however the copy is titled.
    writeStoredNode(target, id, { label, description, link, x, y, collapsed });
    const queue: Array<[string, string]> = [[root.id, id]];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [from, to] = next;
      for (const child of children.get(from) ?? []) {
        const copied = addNode(target, {
          id: newId(),
          parentId: to,
          label: child.label,
          description: child.description,
          link: child.link,
          x: child.x,
          y: child.y,
          collapsed: child.collapsed,
        });
        if (copied) queue.push([child.id, copied]);
      }
    }
  });
}

/** The to-dos under new ids, in order, with their notes; comments stay with the originals. */
function copyTodoList(source: Y.Doc, target: Y.Doc, title: string) {
  const { meta, todos } = readTodoList(source);
  initTodoList(target, { title, description: meta.description });
  target.transact(() => {
    for (const { id: _id, position: _position, ...content } of todos) {
      insertTodoContent(target, newId(), { ...content, commentCount: 0 });
    }
  });
}

/**
 * The lanes (New and Done keep their fixed ids, the others get new ones) and the cards under new ids, in
 * order. A card's link to a to-do stays with the original card, since the card/to-do rule keeps one card
 * per to-do in step; its link to a map is kept.
 */
function copyBoard(source: Y.Doc, target: Y.Doc, name: string) {
  const { meta, columns } = readBoard(source);
  initBoard(target, { title: name, description: meta.description });
  target.transact(() => {
    const cards: AddCardInput[] = [];
    for (const lane of columns) {
      const laneId = isReservedColumn(lane.id) ? lane.id : addColumn(target, { title: lane.title });
      if (!laneId) continue;
      if (lane.wipLimit !== null) setColumnWipLimit(target, laneId, lane.wipLimit);
      for (const card of lane.cards) {
        const { title, description, status, priority, dueDate, assigneeId, mindmapId, doneAt } = card;
        const fields = { title, description, status, priority, dueDate, assigneeId, mindmapId, doneAt };
        cards.push({ ...fields, id: newId(), columnId: laneId });
      }
    }
    addCards(target, cards);
  });
}

/**
 * Writes into the empty document `target` (of the new item `id`, titled `title`) a copy of `source`: the same
 * content, every node, to-do, lane and card under a new id, as duplicating an item makes it.
 */
export function copyDocument(kind: ItemKind, source: Y.Doc, target: Y.Doc, id: string, title: string): void {
  if (kind === 'mindmap') copyMindmap(source, target, id, title);
  else if (kind === 'todolist') copyTodoList(source, target, title);
  else copyBoard(source, target, title);
}
