import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import { todoItemSchema } from '@shared/api/todo-lists';
import {
  createTodoBody,
  listProgressQuery,
  listProgressSchema,
  todoDetailSchema,
  todoIdParams,
  todosQuery,
  updateTodoBody,
} from '@shared/api/todos';
import { formatDocumentName } from '@shared/schema/document-name';
import { getNode } from '@shared/schema/mindmap';
import {
  addTodo,
  deleteTodo,
  getTodo,
  insertTodoContent,
  moveTodo,
  updateTodo,
  type TodoPatch,
} from '@shared/schema/todo';
import { initTodoList } from '@shared/schema/todolist';
import { requireRole, type AuthContext } from '../plugins/app/auth';
import { createDocument, documentOfItem } from '../plugins/app/documents/documents-service';
import { linkNewListToNode } from '../plugins/app/todo-lists/node-lists';
import { acceptApiTokens } from '../plugins/app/tokens/token-auth';
import { badRequest, conflict, notFound } from '../http-errors';

const tags = ['to-dos'];
const TODO_NOT_FOUND = 'Todo not found';

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
function documentOfList(listId: string | null, workspaceId: string): string {
  return listId ? formatDocumentName('todolist', listId) : formatDocumentName('inbox', workspaceId);
}

async function assertList(app: FastifyInstance, listId: string, workspaceId: string, field = 'list_id') {
  if (!(await app.repos.todoLists.exists(listId, workspaceId))) {
    throw badRequest(`${field}: no such to-do list in this workspace`);
  }
}

async function assertAssignee(
  app: FastifyInstance,
  assigneeId: string | null | undefined,
  workspaceId: string,
) {
  if (assigneeId && !(await app.repos.workspaces.membership(assigneeId, workspaceId))) {
    throw badRequest('assignee_id: not a member of this workspace');
  }
}

/** The inbox document exists from the first to-do that goes into it. */
async function ensureInbox(app: FastifyInstance, workspaceId: string) {
  await app.repos.documents.create(formatDocumentName('inbox', workspaceId), workspaceId, app.clock.now());
}

/**
 * The list a to-do for a map node goes into: the list linked from the node, else a new list named after the
 * node and linked from it (within the plan's list limit).
 */
async function listOfNode(app: FastifyInstance, auth: AuthContext, nodeId: string): Promise<string> {
  const { workspaceId } = auth.workspace;
  const map = await documentOfItem(app, ['mindmap'], workspaceId, nodeId, 'Node').catch(() => {
    throw badRequest('nodeId: no such node in this workspace');
  });
  const mapName = formatDocumentName('mindmap', map.id);
  const node = await app.collab.withDocument(mapName, (doc) => getNode(doc, nodeId));
  if (!node) throw badRequest('nodeId: no such node in this workspace');
  const linked = node.linkedTodoListId;
  if (linked && (await app.repos.todoLists.exists(linked, workspaceId))) return linked;
  const id = crypto.randomUUID();
  const title = node.label.trim() || 'Untitled';
  await createDocument(app, auth, {
    kind: 'todolist',
    id,
    title,
    description: '',
    initialise: (doc) => initTodoList(doc, { title, mindmapId: map.id, nodeId }),
  });
  await linkNewListToNode(app, { mapName, nodeId, listId: id }, () =>
    badRequest('nodeId: no such node in this workspace'),
  );
  return id;
}

const todosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', acceptApiTokens);
  const { repos } = app;
  const gate = { preHandler: app.requireAccess };

  async function documentOfTodo(id: string, workspaceId: string) {
    const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, id, 'Todo');
    return formatDocumentName(holder.kind, holder.id);
  }

  app.get(
    '/todos',
    { ...gate, schema: { tags, querystring: todosQuery, response: { 200: z.array(todoItemSchema) } } },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const listId = request.query.list_id;
      if (!listId) return repos.todoLists.todosOfWorkspace(workspaceId);
      if (!(await repos.todoLists.exists(listId, workspaceId))) throw notFound('List not found');
      return repos.todoLists.todosOf(documentOfList(listId, workspaceId));
    },
  );

  app.post(
    '/todos',
    { ...gate, schema: { tags, body: createTodoBody, response: { 201: todoItemSchema } } },
    async (request, reply) => {
      const auth = requireRole(request.auth, 'editor');
      const { workspaceId } = auth.workspace;
      const { title, description, list_id: listId, nodeId, due_date: dueDate, assignee_id } = request.body;
      await assertAssignee(app, assignee_id, workspaceId);
      let target: string | null = null;
      if (listId) {
        await assertList(app, listId, workspaceId);
        target = listId;
      } else if (nodeId) {
        target = await listOfNode(app, auth, nodeId);
      } else {
        await ensureInbox(app, workspaceId);
      }
      const name = documentOfList(target, workspaceId);
      const id = await app.collab.withDocument(name, (doc) =>
        addTodo(doc, { title, description, dueDate, assigneeId: assignee_id }),
      );
      const todo = id ? await repos.todoLists.todoIn(name, id) : null;
      if (!todo) throw conflict('The to-do could not be added; try again.');
      const { notes: _notes, list_title: _title, ...item } = todo;
      return reply.code(201).send(item);
    },
  );

  app.get(
    '/todoid/:id',
    { ...gate, schema: { tags, params: todoIdParams, response: { 200: todoDetailSchema } } },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const name = await documentOfTodo(request.params.id, workspaceId);
      const todo = await repos.todoLists.todoIn(name, request.params.id);
      if (!todo) throw notFound(TODO_NOT_FOUND);
      return todo;
    },
  );

  /**
   * A partial update: fields left out keep their values. A new list_id moves the to-do under the same id,
   * with its notes and comments: it is added to the new list first and then removed from the old one, so
   * it is never nowhere (for that moment an id lookup answers 409).
   */
  app.put(
    '/todoid/:id',
    {
      ...gate,
      schema: { tags, params: todoIdParams, body: updateTodoBody, response: { 200: todoItemSchema } },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { workspaceId } = auth.workspace;
      const { id } = request.params;
      const body = request.body;
      const source = await documentOfTodo(id, workspaceId);
      await assertAssignee(app, body.assignee_id, workspaceId);
      if (body.list_id) await assertList(app, body.list_id, workspaceId);
      const patch = patchOf(body);

      let target = source;
      if (body.list_id !== undefined && documentOfList(body.list_id, workspaceId) !== source) {
        target = documentOfList(body.list_id, workspaceId);
        if (!body.list_id) await ensureInbox(app, workspaceId);
        const current = await app.collab.withDocument(source, (doc) => getTodo(doc, id));
        if (!current) throw notFound(TODO_NOT_FOUND);
        const { id: _id, position: _position, ...content } = current;
        const definedPatch = Object.fromEntries(
          Object.entries(patch).filter(([, value]) => value !== undefined),
        ) as Partial<typeof content>;
        const inserted = await app.collab.withDocument(target, (doc) =>
          insertTodoContent(doc, id, { ...content, ...definedPatch }, body.position),
        );
        if (!inserted) throw conflict('The target list already holds a to-do with this id.');
        const removed = await app.collab.withDocument(source, (doc) => deleteTodo(doc, id));
        if (!removed) {
          // Deleted from the old list meanwhile: the move must not bring it back.
          await app.collab.withDocument(target, (doc) => deleteTodo(doc, id));
          throw notFound(TODO_NOT_FOUND);
        }
      } else {
        const found = await app.collab.withDocument(source, (doc) => {
          if (!updateTodo(doc, id, patch)) return false;
          return body.position === undefined || moveTodo(doc, id, body.position);
        });
        if (!found) throw notFound(TODO_NOT_FOUND);
      }
      const todo = await repos.todoLists.todoIn(target, id);
      if (!todo) throw notFound(TODO_NOT_FOUND);
      const { notes: _notes, list_title: _title, ...item } = todo;
      return item;
    },
  );

  app.delete(
    '/todoid/:id',
    { ...gate, schema: { tags, params: todoIdParams, response: { 200: successResponse } } },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const name = await documentOfTodo(request.params.id, auth.workspace.workspaceId);
      const deleted = await app.collab.withDocument(name, (doc) => deleteTodo(doc, request.params.id));
      if (!deleted) throw notFound(TODO_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.get(
    '/todo-lists/progress',
    {
      ...gate,
      schema: { tags, querystring: listProgressQuery, response: { 200: z.array(listProgressSchema) } },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      if (!(await repos.mindmaps.find(request.query.mindmapId, workspaceId))) {
        throw notFound('Mind map not found');
      }
      return repos.todoLists.progressOfLinkedLists(request.query.mindmapId, workspaceId);
    },
  );
};

export default todosRoutes;
