import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { initBoard, readBoard } from '@shared/schema/board';
import { formatDocumentName, parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { initInbox, readInbox } from '@shared/schema/inbox';
import { initMindmap } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { initTodoList, readTodoList } from '@shared/schema/todolist';
import type { HttpClient } from './http';

/** The document kinds that have a row of their own (the inbox belongs to its workspace). */
export const CONTENT_KINDS = ['mindmap', 'todolist', 'board'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const PARENT_TABLES = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

/** The id of the workspace the client's session is in. */
export async function currentWorkspaceId(client: HttpClient): Promise<string> {
  const workspaces = (await client.get('/.netlify/functions/workspaces')).body as Array<{
    id: string;
    current: boolean;
  }>;
  const current = workspaces.find((workspace) => workspace.current);
  if (!current) throw new Error(`No current workspace: ${JSON.stringify(workspaces)}`);
  return current.id;
}

/**
 * Creates a mind map, to-do list or board the way its REST create route will: the `documents` row and the
 * parent projection row, in one transaction. Returns the document name to open over /collab. Stands in for
 * the REST create routes until they land; the first client then initialises the document (initDocument).
 */
export async function createDocumentRows(
  server: { app: FastifyInstance },
  kind: ContentKind,
  workspaceId: string,
): Promise<string> {
  const { app } = server;
  const id = randomUUID();
  const name = formatDocumentName(kind, id);
  await app.database.db.transaction().execute(async (trx) => {
    await app.repos.documents.create(name, workspaceId, app.clock.now(), trx);
    await trx
      .insertInto(PARENT_TABLES[kind])
      .values({ id, workspace_id: workspaceId, title: '', description: '' })
      .execute();
  });
  return name;
}

/** Removes a document the way its REST delete route will: the document row and its projection. */
export async function deleteDocumentRows(server: { app: FastifyInstance }, name: string): Promise<void> {
  const { app } = server;
  const [kind, id] = name.split(':') as [DocumentKind, string];
  await app.database.db.transaction().execute(async (trx) => {
    await app.repos.documents.delete(name, trx);
    if (kind !== 'inbox') await trx.deleteFrom(PARENT_TABLES[kind]).where('id', '=', id).execute();
  });
}

/**
 * Gives an empty document its initial shape through the schema's init function, as the create routes do
 * (a map's root is named after the map).
 */
export function initDocument(name: string, doc: Y.Doc, title = 'Untitled'): void {
  const parsed = parseDocumentName(name);
  if (!parsed) throw new Error(`Not a document name: ${name}`);
  if (parsed.kind === 'mindmap') initMindmap(doc, { title, mapId: parsed.id });
  else if (parsed.kind === 'todolist') initTodoList(doc, { title });
  else if (parsed.kind === 'board') initBoard(doc, { title });
  else initInbox(doc);
}

/** The document as every peer resolves it, through the schema's read function. */
export function readDocument(kind: DocumentKind, doc: Y.Doc): unknown {
  if (kind === 'mindmap') return readMindmap(doc);
  if (kind === 'todolist') return readTodoList(doc);
  if (kind === 'board') return readBoard(doc);
  return readInbox(doc);
}
