import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import type { z } from 'zod';
import type { TodoItem } from '@shared/api/todo-lists';
import type { updateTodoBody } from '@shared/api/todos';
import { formatDocumentName, parseDocumentName } from '@shared/schema/document-name';
import {
  deleteTodo,
  followingTodoReader,
  getTodo,
  insertTodoContent,
  moveTodo,
  updateTodo,
  type TodoPatch,
} from '@shared/schema/todo';
import type { Author } from '../../../db/schema';
import { asStoredRow, todoRow } from '../../../documents/stored-rows';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { documentInWorkspace, documentOfItem, type ItemLookup } from '../documents/documents-service';
import { presentTodo, type TodoRow } from './todo-lists-repository';

export const TODO_NOT_FOUND = 'Todo not found';

/** The REST names of a to-do's writable fields, as the schema functions name them. */
function patchOf(body: z.infer<typeof updateTodoBody>): TodoPatch {
  return {
    title: body.title,
    description: body.description,
    completed: body.completed,
    dueDate: body.due_date,
    assigneeId: body.assignee_id,
  };
}

/** Where the to-dos of a list live: its document, or the workspace's inbox for list id null. */
export function documentOfList(listId: string | null, workspaceId: string): string {
  return listId ? formatDocumentName('todolist', listId) : formatDocumentName('inbox', workspaceId);
}

/** The document holding a to-do of the workspace (a list's or the inbox): 404 or 409 as documentOfItem. */
export async function documentOfTodo(app: ItemLookup, id: string, workspaceId: string): Promise<string> {
  const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, id, 'Todo');
  return formatDocumentName(holder.kind, holder.id);
}

export async function assertList(app: ItemLookup, listId: string, workspaceId: string, field = 'list_id') {
  const exists = await documentInWorkspace(app, formatDocumentName('todolist', listId), workspaceId, () =>
    app.repos.todoLists.exists(listId, workspaceId),
  );
  if (!exists) throw badRequest(`${field}: no such to-do list in this workspace`);
}

export async function assertAssignee(
  app: Pick<FastifyInstance, 'repos'>,
  assigneeId: string | null | undefined,
  workspaceId: string,
) {
  if (assigneeId && !(await app.repos.workspaces.membership(assigneeId, workspaceId))) {
    throw badRequest('assignee_id: not a member of this workspace');
  }
}

/**
 * The inbox document (and its row, which loading and storing it need) exists from the first time it is
 * needed: the first to-do that goes into it, or the first time a member opens it.
 */
export async function ensureInbox(app: Pick<FastifyInstance, 'repos' | 'clock'>, workspaceId: string) {
  await app.repos.documents.ensureInbox(workspaceId, app.clock.now());
}

/**
 * A to-do as a write to its open document answers it (withDocument's answer, read right after the change):
 * the item its projected row gives once stored, as todoIn would read it back, with its rank taken from the
 * document's to-do reader instead of a count over every row of the list. Null when the document holds no
 * such to-do.
 */
export function todoItemOf(
  doc: Y.Doc,
  documentName: string,
  workspaceId: string,
  id: string,
): TodoItem | null {
  const todos = followingTodoReader(doc).read();
  const rank = todos.findIndex((todo) => todo.id === id);
  const name = parseDocumentName(documentName);
  if (rank < 0 || !name) return null;
  const row = todoRow(todos[rank]!, name.kind === 'todolist' ? name.id : null, workspaceId);
  const stored = asStoredRow<TodoRow>(row, { id, document_name: documentName }, ['created_at', 'updated_at']);
  return presentTodo(stored, rank);
}

/** A to-do as lists show it: without its notes and its list's title. */
export function listItem(todo: TodoItem & { notes: unknown; list_title: unknown }): TodoItem {
  const { notes: _notes, list_title: _title, ...item } = todo;
  return item;
}

/**
 * Moves a to-do to another document under the same id, with its notes and comments and the patch applied:
 * it is added to the target first and then removed from the source, so it is never nowhere (for that moment
 * an id lookup answers 409). When it left the source meanwhile, the copy in the target is undone.
 */
async function moveAcross(
  { documents }: Pick<FastifyInstance, 'documents'>,
  move: { id: string; source: string; target: string; patch: TodoPatch; position: number | undefined },
  author: Author,
) {
  const { id, source, target } = move;
  const by = { author };
  const current = await documents.withDocument(source, (doc) => getTodo(doc, id), by);
  if (!current) throw notFound(TODO_NOT_FOUND);
  const { id: _id, position: _position, ...content } = current;
  const definedPatch = Object.fromEntries(
    Object.entries(move.patch).filter(([, value]) => value !== undefined),
  ) as Partial<typeof content>;
  const inserted = await documents.withDocument(
    target,
    (doc) => insertTodoContent(doc, id, { ...content, ...definedPatch }, move.position),
    by,
  );
  if (!inserted) throw conflict('The target list already holds a to-do with this id.');
  const removed = await documents.withDocument(source, (doc) => deleteTodo(doc, id), by);
  if (!removed) {
    // Deleted from the old list meanwhile: the move must not bring it back.
    await documents.withDocument(target, (doc) => deleteTodo(doc, id), by);
    throw notFound(TODO_NOT_FOUND);
  }
}

/**
 * A partial update of a to-do: fields left out keep their values, a position moves it within its list and
 * a new list_id (null for the inbox) moves it to that list.
 */
export async function updateTodoItem(
  app: Pick<FastifyInstance, 'documents' | 'repos' | 'clock'>,
  workspaceId: string,
  id: string,
  body: z.infer<typeof updateTodoBody>,
  author: Author,
): Promise<TodoItem> {
  const source = await documentOfTodo(app, id, workspaceId);
  await assertAssignee(app, body.assignee_id, workspaceId);
  if (body.list_id) await assertList(app, body.list_id, workspaceId);
  const patch = patchOf(body);

  const target = body.list_id === undefined ? source : documentOfList(body.list_id, workspaceId);
  if (target === source) {
    const updated = await app.documents.withDocument(
      source,
      (doc) =>
        updateTodo(doc, id, patch) && (body.position === undefined || moveTodo(doc, id, body.position)),
      (doc, found) => (found ? todoItemOf(doc, source, workspaceId, id) : null),
      { author },
    );
    if (!updated) throw notFound(TODO_NOT_FOUND);
    return updated;
  }
  if (!body.list_id) await ensureInbox(app, workspaceId);
  await moveAcross(app, { id, source, target, patch, position: body.position }, author);
  const todo = await app.repos.todoLists.todoIn(target, id);
  if (!todo) throw notFound(TODO_NOT_FOUND);
  return listItem(todo);
}
