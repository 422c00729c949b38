import * as Y from 'yjs';
import { addColumn, initBoard } from './board';
import type { DocumentKind } from './document-name';
import { writtenAt } from './fields';
import { initMindmap } from './mindmap';
import { initTodoList } from './todolist';

/** The kinds of document a person creates (the inbox comes with its workspace). */
export type ItemKind = Exclude<DocumentKind, 'inbox'>;

export interface NewDocumentInput {
  id: string;
  title: string;
  description: string;
}

const IN_PROGRESS_TITLE = 'In-Progress';

/** The In-Progress lane's id on a new board, derived from the board's so every peer makes the same lane. */
function inProgressLaneId(boardId: string): string {
  const tail = ((Number.parseInt(boardId.slice(-8), 16) ^ 0x5a5a5a5a) >>> 0).toString(16).padStart(8, '0');
  return boardId.slice(0, -8) + tail;
}

/** A new board's document: meta, the reserved New and Done lanes and an In-Progress lane between them. */
export function initNewBoard(doc: Y.Doc, input: { title: string; description: string; id?: string }): void {
  initBoard(doc, { title: input.title, description: input.description });
  addColumn(doc, { title: IN_PROGRESS_TITLE, id: input.id ? inProgressLaneId(input.id) : undefined });
}

/** Writes the first state of a new map, list or board. */
export function initNewDocument(kind: ItemKind, doc: Y.Doc, input: NewDocumentInput): void {
  const { id, title, description } = input;
  if (kind === 'mindmap') initMindmap(doc, { title, description, mapId: id });
  else if (kind === 'todolist') initTodoList(doc, { title, description });
  else initNewBoard(doc, { title, description, id });
}

/** FNV-1a: a 32-bit hash, the same in the browser and on the server. */
function hash32(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

function firstState(
  kind: ItemKind,
  input: NewDocumentInput,
  createdAt: string,
  clientID: number,
): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  writtenAt(createdAt, () => initNewDocument(kind, doc, input));
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

/**
 * The first state of an item whose id was made on a device, as one Yjs update that the device and the server
 * make byte for byte alike from the same kind, id, title, description and time. When the device's copy
 * meets the server's, Yjs sees one first state, not two (two roots, two In-Progress lanes). Its writer is a
 * hash of that state: inputs that differ in anything make another writer, never another state under one.
 */
export function newDocumentSeed(kind: ItemKind, input: NewDocumentInput, createdAt: string): Uint8Array {
  return firstState(kind, input, createdAt, hash32(firstState(kind, input, createdAt, 0)));
}
