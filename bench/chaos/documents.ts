import type * as Y from 'yjs';
import { addCard, deleteCard, updateCard } from '../../shared/schema/board-cards';
import { readBoard } from '../../shared/schema/board-store';
import { addNode, updateNode } from '../../shared/schema/mindmap';
import { deleteBranch } from '../../shared/schema/mindmap-branch';
import { readMindmap } from '../../shared/schema/mindmap-reader';
import { addTodo, deleteTodo, readTodoList, updateTodo } from '../../shared/schema/todolist';
import type { HttpClient } from '../../tests/helpers/http';
import type { Edit } from './ledger';

/**
 * What the chaos run writes into each kind of document, live and through REST, and how it reads the items
 * back: every edit adds, renames or deletes one item (a map node, a to-do or a card) whose text (label or
 * title) is used once in the run, so a text's presence or absence proves what survived (ledger.ts).
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

/** Makes `edit` in the live document through the schema's own functions; returns the item's id. */
export function editLive(document: ChaosDocument, doc: Y.Doc, edit: Edit): string | null {
  const { id, after } = edit;
  if (id === null) {
    if (document.kind === 'mindmap') {
      return addNode(doc, { parentId: readMindmap(doc).rootId, label: after!, x: 0, y: 0 });
    }
    if (document.kind === 'todolist') return addTodo(doc, { title: after! });
    return addCard(doc, { columnId: document.columnId!, title: after! });
  }
  if (after === null) {
    if (document.kind === 'mindmap') deleteBranch(doc, id);
    else if (document.kind === 'todolist') deleteTodo(doc, id);
    else deleteCard(doc, id);
  } else if (document.kind === 'mindmap') updateNode(doc, id, { label: after });
  else if (document.kind === 'todolist') updateTodo(doc, id, { title: after });
  else updateCard(doc, id, { title: after });
  return id;
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

const REST_PATHS: Record<ChaosKind, { item: string; rename: 'patch' | 'put'; text: string }> = {
  mindmap: { item: 'nodes', rename: 'patch', text: 'label' },
  todolist: { item: 'todoid', rename: 'put', text: 'title' },
  board: { item: 'kanban/cards', rename: 'patch', text: 'title' },
};

/**
 * Makes `edit` through the REST API: `acknowledged` when it answered 2xx, with the item's id (an add's from
 * its answer); a failed request may still have landed.
 */
export async function editThroughRest(
  document: ChaosDocument,
  client: HttpClient,
  edit: Edit,
): Promise<{ acknowledged: boolean; id: string | null }> {
  const paths = REST_PATHS[document.kind];
  const { id, after } = edit;
  let answer;
  if (id === null) {
    if (document.kind === 'mindmap') {
      answer = await client.post(`${FN}/nodes`, { mindmapId: document.id, label: after, x: 0, y: 0 });
    } else if (document.kind === 'todolist') {
      answer = await client.post(`${FN}/todos`, { list_id: document.id, title: after });
    } else {
      answer = await client.post(`${FN}/kanban/cards`, {
        board_id: document.id,
        column_id: document.columnId,
        title: after,
      });
    }
  } else if (after === null) {
    answer = await client.delete(`${FN}/${paths.item}/${id}`);
  } else {
    answer = await client[paths.rename](`${FN}/${paths.item}/${id}`, { [paths.text]: after });
  }
  const acknowledged = answer.status >= 200 && answer.status < 300;
  return { acknowledged, id: id ?? (acknowledged ? (answer.body.id as string) : null) };
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
