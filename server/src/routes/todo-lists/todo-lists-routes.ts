import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import { duplicateAnswer } from '@shared/api/documents';
import {
  createTodoListBody,
  todoListIdParams,
  todoListIdQuery,
  todoListSchema,
  updateTodoListBody,
} from '@shared/api/todo-lists';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { formatDocumentName } from '@shared/schema/document-name';
import { createItem, documentOfItem, removeDocument } from '../../plugins/app/documents/documents-service';
import { duplicateDocument } from '../../plugins/app/documents/duplicate-document';
import { linkNewListToNode, nodeInMap } from '../../plugins/app/todo-lists/node-lists';
import { authorOf } from '../../plugins/app/authentication/author';
import { badRequest, HttpError, notFound } from '../../http-errors';
import * as example from '../example-samples';
import { createFacts, deleteItem, duplicateItem, renameItem } from '../shared-facts';

const tags = ['to-do lists'];
const created = z.object({ id: z.string() });
const LIST_NOT_FOUND = 'List not found';

const todoListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get(
    '/todo-lists',
    {
      config: {
        answerTags: 'kept',
        operation: {
          id: 'listTodoLists',
          summary: 'To-do lists of the workspace',
          examples: {
            answers: {
              200: [
                {
                  id: example.IDS.todoList,
                  title: 'Launch checklist',
                  description: 'From the Press kit node of the Q3 launch plan.',
                  mindmap_id: example.IDS.mindmap,
                  node_id: example.IDS.node,
                  created_at: example.CREATED,
                  updated_at: example.UPDATED,
                  todos: [example.todo],
                },
              ],
            },
          },
        },
      },
      schema: { tags, response: { 200: z.array(todoListSchema) } },
    },
    async (request) => repos.todoLists.listWithTodos(request.auth.workspace.workspaceId),
  );

  /** Creates a list; with a nodeId it is linked from that map node (the link lives on the node). */
  app.post(
    '/todo-lists',
    {
      config: {
        operation: createFacts(
          'createTodoList',
          'Create a to-do list',
          {
            title: 'Launch checklist',
            description: 'From the Press kit node of the Q3 launch plan.',
            mindmapId: example.IDS.mindmap,
            nodeId: example.IDS.node,
          },
          { id: example.IDS.todoList },
          'With `nodeId` the list is linked from that map node; with `prompt` AI drafts it. ',
        ),
      },
      schema: { tags, body: createTodoListBody, response: { 200: created, 201: created } },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { workspaceId } = auth.workspace;
      const { nodeId } = request.body;
      let mapId: string | null = null;
      if (nodeId) {
        mapId =
          request.body.mindmapId && (await repos.mindmaps.find(request.body.mindmapId, workspaceId))
            ? request.body.mindmapId
            : await documentOfItem(app, ['mindmap'], workspaceId, nodeId, 'Node').then(
                (map) => map.id,
                (error: unknown) => {
                  if (error instanceof HttpError && error.statusCode === 404) return null;
                  throw error;
                },
              );
        if (!mapId) throw badRequest('nodeId: no such node in this workspace');
      }
      const mapName = mapId ? formatDocumentName('mindmap', mapId) : null;
      // Checked before the list exists: a create refused here leaves nothing behind, not even in analytics.
      const noNode = () => badRequest('nodeId: no such node in this mind map');
      if (nodeId && mapName && !(await nodeInMap(app, mapName, nodeId))) throw noNode();
      const { id, outcome } = await createItem(app, auth, 'todolist', request.body);
      if (outcome === 'existing') return reply.code(200).send({ id });
      if (nodeId && mapName)
        await linkNewListToNode(app, { mapName, nodeId, listId: id, author: authorOf(auth) }, noNode);
      return reply.code(201).send({ id });
    },
  );

  /** Renames a list, or changes its description; open editors see it at once. */
  app.patch(
    '/todo-lists/:id',
    {
      config: { operation: renameItem('updateTodoList', 'a to-do list', 'Launch checklist (venue)') },
      schema: {
        tags,
        params: todoListIdParams,
        body: updateTodoListBody,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repos.todoLists.exists(id, request.auth.workspace.workspaceId)))
        throw notFound(LIST_NOT_FOUND);
      await app.documents.withDocument(
        formatDocumentName('todolist', id),
        (doc) => renameDocument('todolist', doc, request.body),
        { author: authorOf(request.auth) },
      );
      return { success: true as const };
    },
  );

  app.post(
    '/todo-lists/:id/duplicate',
    {
      config: { operation: duplicateItem('duplicateTodoList', 'Duplicate a to-do list') },
      schema: { tags, params: todoListIdParams, response: { 201: duplicateAnswer } },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!(await repos.todoLists.exists(request.params.id, auth.workspace.workspaceId))) {
        throw notFound(LIST_NOT_FOUND);
      }
      return reply.code(201).send({ id: await duplicateDocument(app, auth, 'todolist', request.params.id) });
    },
  );

  app.delete(
    '/todo-lists',
    {
      config: { operation: deleteItem('deleteTodoList', 'Delete a to-do list') },
      schema: {
        tags,
        querystring: todoListIdQuery,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!(await repos.todoLists.exists(request.query.id, auth.workspace.workspaceId)))
        throw notFound(LIST_NOT_FOUND);
      await removeDocument(app, 'todolist', request.query.id);
      return { success: true as const };
    },
  );
};

export default todoListsRoutes;
