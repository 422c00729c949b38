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
import { addTodo, deleteTodo, followingTodoReader } from '@shared/schema/todo';
import { initTodoList } from '@shared/schema/todolist';
import type { AuthContext } from '../../plugins/app/authentication/auth';
import {
  createDocument,
  documentOfItem,
  type DocumentRules,
} from '../../plugins/app/documents/documents-service';
import { linkNewListToNode } from '../../plugins/app/todo-lists/node-lists';
import { authorOf } from '../../plugins/app/authentication/author';
import {
  assertAssignee,
  assertList,
  documentOfList,
  documentOfTodo,
  ensureInbox,
  todoItemOf,
  TODO_NOT_FOUND,
  updateTodoItem,
} from '../../plugins/app/todo-lists/todos-service';
import { badRequest, conflict, notFound } from '../../http-errors';
import * as example from '../example-samples';
import { LIVE, TWO_PLACES, answering, deleteInDocument, listing } from '../shared-facts';

const tags = ['to-dos'];

/**
 * The list a to-do for a map node goes into: the list linked from the node, else a new list named after the
 * node and linked from it (within the plan's list limit).
 */
async function listOfNode(app: DocumentRules, auth: AuthContext, nodeId: string): Promise<string> {
  const { workspaceId } = auth.workspace;
  const map = await documentOfItem(app, ['mindmap'], workspaceId, nodeId, 'Node').catch(() => {
    throw badRequest('nodeId: no such node in this workspace');
  });
  const mapName = formatDocumentName('mindmap', map.id);
  const node = await app.documents.withDocument(mapName, (doc) => getNode(doc, nodeId));
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
  await linkNewListToNode(app, { mapName, nodeId, listId: id, author: authorOf(auth) }, () =>
    badRequest('nodeId: no such node in this workspace'),
  );
  return id;
}

const todosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get(
    '/todos',
    {
      config: { operation: listing('listTodos', 'To-dos of a list, or the unassigned ones', example.todo) },
      schema: { tags, querystring: todosQuery, response: { 200: z.array(todoItemSchema) } },
    },
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
    {
      config: {
        operation: {
          id: 'createTodo',
          summary: 'Add a to-do',
          description: `Without \`list_id\` it goes to the workspace's unassigned to-dos. ${LIVE}`,
          errors: { 409: 'The to-do could not be added, or the target list holds one with this id.' },
          examples: {
            body: {
              title: example.todo.title,
              description: example.todo.description,
              list_id: example.IDS.todoList,
              due_date: example.todo.due_date,
              assignee_id: example.IDS.teammate,
            },
            answers: { 201: { ...example.todo, comment_count: 0 } },
          },
        },
      },
      schema: { tags, body: createTodoBody, response: { 201: todoItemSchema } },
    },
    async (request, reply) => {
      const auth = request.auth;
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
      const todo = await app.documents.withDocument(
        name,
        (doc) =>
          addTodo(doc, { title, description, dueDate, assigneeId: assignee_id }, followingTodoReader(doc)),
        (doc, id) => (id ? todoItemOf(doc, name, workspaceId, id) : null),
        { author: authorOf(auth) },
      );
      if (!todo) throw conflict('The to-do could not be added; try again.');
      return reply.code(201).send(todo);
    },
  );

  app.get(
    '/todoid/:id',
    {
      config: {
        answerTags: 'kept',
        operation: {
          id: 'getTodo',
          summary: 'One to-do',
          errors: { 409: TWO_PLACES },
          examples: {
            answers: {
              200: {
                ...example.todo,
                list_title: 'Launch checklist',
                notes: [
                  {
                    id: example.IDS.note,
                    text: 'Harbour Hall quoted $2,400 for the evening.',
                    created_at: example.UPDATED,
                  },
                ],
              },
            },
          },
        },
      },
      schema: { tags, params: todoIdParams, response: { 200: todoDetailSchema } },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const name = await documentOfTodo(app, request.params.id, workspaceId);
      const todo = await repos.todoLists.todoIn(name, request.params.id);
      if (!todo) throw notFound(TODO_NOT_FOUND);
      return todo;
    },
  );

  app.put(
    '/todoid/:id',
    {
      config: {
        operation: {
          id: 'updateTodo',
          summary: 'Change a to-do, or move it to another list',
          description: `A linked Kanban card follows. ${LIVE}`,
          errors: { 409: TWO_PLACES },
          examples: {
            body: { completed: true, due_date: '2026-07-17' },
            answers: { 200: { ...example.todo, completed: true, due_date: '2026-07-17' } },
          },
        },
      },
      schema: { tags, params: todoIdParams, body: updateTodoBody, response: { 200: todoItemSchema } },
    },
    async (request) =>
      updateTodoItem(
        app,
        request.auth.workspace.workspaceId,
        request.params.id,
        request.body,
        authorOf(request.auth),
      ),
  );

  app.delete(
    '/todoid/:id',
    {
      config: { operation: deleteInDocument('deleteTodo', 'Delete a to-do') },
      schema: { tags, params: todoIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const name = await documentOfTodo(app, request.params.id, auth.workspace.workspaceId);
      const deleted = await app.documents.withDocument(name, (doc) => deleteTodo(doc, request.params.id), {
        author: authorOf(auth),
      });
      if (!deleted) throw notFound(TODO_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.get(
    '/todo-lists/progress',
    {
      config: {
        operation: answering('listTodoListProgress', 'Done and total counts of lists', [
          { list_id: example.IDS.todoList, total: 8, done: 3 },
        ]),
      },
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
