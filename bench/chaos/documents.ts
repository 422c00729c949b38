import type * as Y from 'yjs';
import { addCard } from '../../shared/schema/board-cards';
import { readBoard } from '../../shared/schema/board-store';
import { addNode } from '../../shared/schema/mindmap';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { addTodo, readTodoList } from '../../shared/schema/todolist';
import type { HttpClient, HttpResponse } from '../../tests/helpers/http';

/**
 * What the chaos run writes into each kind of document, live and through REST, and how it reads the items
 * back: every write adds one item whose text (a map node's label, a to-do's or a card's title) is unique,
 * so an item's presence proves the write survived.
 */

export const FN = '/.netlify/functions';

export type ChaosKind = 'mindmap' | 'todolist' | 'board';
export const CHAOS_KINDS: readonly ChaosKind[] = ['mindmap', 'todolist', 'board'];

export interface ChaosDocument {
  kind: ChaosKind;
  id: string;
  /** The document's name over /collab. */
  name: string;
  /** A board's first lane, where cards are added. */
  columnId: string | null;
}

/** Adds an item with `text` to the live document, through the schema's own functions. */
export function addLive(document: ChaosDocument, doc: Y.Doc, text: string): void {
  if (document.kind === 'mindmap') {
    addNode(doc, { parentId: readMindmap(doc).rootId, label: text, x: 0, y: 0 });
  } else if (document.kind === 'todolist') {
    addTodo(doc, { title: text });
  } else {
    addCard(doc, { columnId: document.columnId!, title: text });
  }
}

/** The texts of the live document's items. */
export function liveTexts(document: ChaosDocument, doc: Y.Doc): string[] {
  if (document.kind === 'mindmap') return readMindmap(doc).nodes.map((node) => node.label);
  if (document.kind === 'todolist') return readTodoList(doc).todos.map((todo) => todo.title);
  return readBoard(doc).columns.flatMap((column) => column.cards.map((card) => card.title));
}

/** The document as every peer resolves it: equal for two copies that have converged. */
export function liveView(document: ChaosDocument, doc: Y.Doc): string {
  if (document.kind === 'mindmap') return JSON.stringify(readMindmap(doc));
  if (document.kind === 'todolist') return JSON.stringify(readTodoList(doc));
  return JSON.stringify(readBoard(doc));
}

/** Adds an item with `text` through the REST API; a 2xx answer acknowledges it. */
export function addThroughRest(
  document: ChaosDocument,
  client: HttpClient,
  text: string,
): Promise<HttpResponse> {
  if (document.kind === 'mindmap') {
    return client.post(`${FN}/nodes`, { mindmapId: document.id, label: text, x: 0, y: 0 });
  }
  if (document.kind === 'todolist') return client.post(`${FN}/todos`, { list_id: document.id, title: text });
  return client.post(`${FN}/kanban/cards`, {
    board_id: document.id,
    column_id: document.columnId,
    title: text,
  });
}

/** The texts of the document's items as the REST API reads them (its tables), or null on a refusal. */
export async function restTexts(document: ChaosDocument, client: HttpClient): Promise<string[] | null> {
  if (document.kind === 'mindmap') {
    const response = await client.get(`${FN}/nodes?mindmapId=${document.id}`);
    return response.status === 200 ? response.body.map((node: { label: string }) => node.label) : null;
  }
  if (document.kind === 'todolist') {
    const response = await client.get(`${FN}/todos?list_id=${document.id}`);
    return response.status === 200 ? response.body.map((todo: { title: string }) => todo.title) : null;
  }
  const response = await client.get(`${FN}/kanban-board-data?id=${document.id}`);
  return response.status === 200 ? response.body.cards.map((card: { title: string }) => card.title) : null;
}

/** Creates a document of `kind` through the REST API. */
export async function createDocument(
  client: HttpClient,
  kind: ChaosKind,
  title: string,
): Promise<ChaosDocument> {
  const path = { mindmap: 'mindmaps', todolist: 'todo-lists', board: 'boards' }[kind];
  const body = kind === 'mindmap' ? { data: { title } } : { title };
  const created = await client.post(`${FN}/${path}`, body);
  if (created.status !== 201) throw new Error(`Creating a ${kind} failed: ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  let columnId: string | null = null;
  if (kind === 'board') {
    const data = await client.get(`${FN}/kanban-board-data?id=${id}`);
    columnId = (data.body?.columns?.[0]?.id as string | undefined) ?? null;
    if (!columnId) throw new Error(`The new board has no lane: ${JSON.stringify(data.body)}`);
  }
  return { kind, id, name: `${kind}:${id}`, columnId };
}
