import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import { createTodoListBody, todoListIdQuery, todoListSchema } from '@shared/api/todo-lists';
import { formatDocumentName } from '@shared/schema/document-name';
import { createItem, documentOfItem, removeDocument } from '../../plugins/app/documents/documents-service';
import { linkNewListToNode, nodeInMap } from '../../plugins/app/todo-lists/node-lists';
import { badRequest, HttpError, notFound } from '../../http-errors';

const tags = ['to-do lists'];
const created = z.object({ id: z.string() });

const todoListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get('/todo-lists', { schema: { tags, response: { 200: z.array(todoListSchema) } } }, async (request) =>
    repos.todoLists.listWithTodos(request.auth.workspace.workspaceId),
  );

  /** Creates a list; with a nodeId it is linked from that map node (the link lives on the node). */
  app.post(
    '/todo-lists',
    { schema: { tags, body: createTodoListBody, response: { 200: created, 201: created } } },
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
      if (nodeId && mapName) await linkNewListToNode(app, { mapName, nodeId, listId: id }, noNode);
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    '/todo-lists',
    {
      schema: {
        tags,
        querystring: todoListIdQuery,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!(await repos.todoLists.exists(request.query.id, auth.workspace.workspaceId)))
        throw notFound('List not found');
      await removeDocument(app, 'todolist', request.query.id);
      return { success: true as const };
    },
  );
};

export default todoListsRoutes;
