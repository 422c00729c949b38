import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  createMindmapBody,
  createNodeBody,
  mapNodeSchema,
  mindmapIdParams,
  mindmapSchema,
  nodeIdParams,
  nodesQuery,
  updateMindmapBody,
  updateNodeBody,
} from '@shared/api/mindmaps';
import { duplicateAnswer } from '@shared/api/documents';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { formatDocumentName } from '@shared/schema/document-name';
import { addNode, hasNode, mindmapRootId, updateMindmapMeta, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import {
  createItem,
  documentInWorkspace,
  documentOfItem,
  removeDocument,
} from '../../plugins/app/documents/documents-service';
import { duplicateDocument } from '../../plugins/app/documents/duplicate-document';
import { assertList } from '../../plugins/app/todo-lists/todos-service';
import { authorOf } from '../../plugins/app/authentication/author';
import { badRequest, notFound } from '../../http-errors';
import * as example from '../example-samples';
import {
  LIVE,
  TWO_PLACES,
  answering,
  createFacts,
  deleteInDocument,
  deleteItem,
  duplicateItem,
  listing,
} from '../shared-facts';

const tags = ['mind maps'];
const created = z.object({ id: z.string() });
const MAP_NOT_FOUND = 'Mind map not found';
const NODE_NOT_FOUND = 'Node not found';

const mindmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  async function mapInWorkspace(mapId: string, workspaceId: string) {
    const map = await repos.mindmaps.find(mapId, workspaceId);
    if (!map) throw notFound(MAP_NOT_FOUND);
    return map;
  }

  /** The map holding a node, from the item index (it knows nodes added live a moment ago). */
  async function mapOfNode(nodeId: string, workspaceId: string): Promise<string> {
    return (await documentOfItem(app, ['mindmap'], workspaceId, nodeId, 'Node')).id;
  }

  async function assertListInWorkspace(listId: string | null | undefined, workspaceId: string) {
    if (listId) await assertList(app, listId, workspaceId, 'linkedTodoListId');
  }

  /** 404 unless the map is in the workspace; for writes, which then open its document anyway. */
  async function assertMapInWorkspace(mapId: string, workspaceId: string) {
    const found = await documentInWorkspace(
      app,
      formatDocumentName('mindmap', mapId),
      workspaceId,
      async () => Boolean(await repos.mindmaps.find(mapId, workspaceId)),
    );
    if (!found) throw notFound(MAP_NOT_FOUND);
  }

  app.get(
    '/mindmaps',
    {
      config: {
        answerTags: 'kept',
        operation: listing('listMindmaps', 'Mind maps of the workspace', example.mindmap),
      },
      schema: { tags, response: { 200: z.array(mindmapSchema) } },
    },
    async (request) => repos.mindmaps.list(request.auth.workspace.workspaceId),
  );

  app.post(
    '/mindmaps',
    {
      config: {
        operation: createFacts(
          'createMindmap',
          'Create a mind map',
          {
            data: {
              title: 'Q3 launch plan',
              description: 'Everything that has to happen before the September launch.',
              id: example.IDS.mindmap,
              createdAt: example.CREATED,
            },
          },
          example.createdMap,
        ),
      },
      schema: { tags, body: createMindmapBody, response: { 200: created, 201: created } },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { id, outcome } = await createItem(app, auth, 'mindmap', request.body.data);
      return reply.code(outcome === 'created' ? 201 : 200).send({ id });
    },
  );

  app.delete(
    '/mindmaps',
    {
      config: { operation: deleteItem('deleteMindmap', 'Delete a mind map') },
      schema: { tags, querystring: mindmapIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      await mapInWorkspace(request.query.id, auth.workspace.workspaceId);
      await removeDocument(app, 'mindmap', request.query.id);
      return { success: true as const };
    },
  );

  app.get(
    '/mapid/:id',
    {
      config: {
        answerTags: 'kept',
        operation: answering('getMindmap', 'One mind map', example.mindmap),
      },
      schema: { tags, params: mindmapIdParams, response: { 200: mindmapSchema } },
    },
    async (request) => mapInWorkspace(request.params.id, request.auth.workspace.workspaceId),
  );

  app.patch(
    '/update/mindmap/:id',
    {
      config: {
        operation: {
          id: 'updateMindmapView',
          summary: "Save a mind map's view (pan and zoom), rename it, or both",
          description: `\`config\` saves the view; \`data\` takes a new \`title\` and/or \`description\` as POST /api/mindmaps does (a root still labelled with the old title follows). ${LIVE}`,
          examples: {
            body: {
              config: example.mapView,
              data: { title: 'Q3 launch plan (final)', description: 'Signed off on 2 June.' },
            },
            answers: { 200: example.SUCCESS },
          },
        },
      },
      schema: { tags, params: mindmapIdParams, body: updateMindmapBody, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const { config, data } = request.body;
      await mapInWorkspace(request.params.id, auth.workspace.workspaceId);
      await app.documents.withDocument(
        formatDocumentName('mindmap', request.params.id),
        (doc) =>
          doc.transact(() => {
            if (config) updateMindmapMeta(doc, { transform: config.transform });
            if (data) renameDocument('mindmap', doc, data);
          }),
        { author: authorOf(auth) },
      );
      return { success: true as const };
    },
  );

  app.post(
    '/mindmaps/:id/duplicate',
    {
      config: { operation: duplicateItem('duplicateMindmap', 'Duplicate a mind map') },
      schema: { tags, params: mindmapIdParams, response: { 201: duplicateAnswer } },
    },
    async (request, reply) => {
      const auth = request.auth;
      await mapInWorkspace(request.params.id, auth.workspace.workspaceId);
      return reply.code(201).send({ id: await duplicateDocument(app, auth, 'mindmap', request.params.id) });
    },
  );

  app.get(
    '/nodes',
    {
      config: {
        answerTags: 'kept',
        operation: listing('listNodes', 'Nodes of a mind map', example.rootNode, example.node),
      },
      schema: {
        tags,
        querystring: nodesQuery,
        response: { 200: z.array(mapNodeSchema) },
      },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const nodes = await repos.mindmaps.nodesOf(request.query.mindmapId, workspaceId);
      // nodesOf reads only maps of this workspace: an empty answer is either an empty map or none (404).
      if (nodes.length === 0) await mapInWorkspace(request.query.mindmapId, workspaceId);
      return nodes;
    },
  );

  app.get(
    '/node',
    {
      config: {
        answerTags: 'kept',
        operation: listing(
          'listWorkspaceNodes',
          'Nodes of every mind map of the workspace',
          example.rootNode,
          example.node,
        ),
      },
      schema: { tags, response: { 200: z.array(mapNodeSchema) } },
    },
    async (request) => repos.mindmaps.nodesOfWorkspace(request.auth.workspace.workspaceId),
  );

  /** Adds a node; without a parentId it hangs under the map's root. */
  app.post(
    '/nodes',
    {
      config: {
        operation: {
          id: 'createNode',
          summary: 'Add a node to a mind map',
          description: `Without \`parentId\` the node hangs under the root. ${LIVE}`,
          examples: {
            body: {
              mindmapId: example.IDS.mindmap,
              parentId: example.IDS.rootNode,
              label: 'Press kit',
              link: 'https://example.com/press',
              x: 640,
              y: 320,
            },
            answers: { 201: { id: example.IDS.node } },
          },
        },
      },
      schema: { tags, body: createNodeBody, response: { 201: created } },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { mindmapId, parentId, ...fields } = request.body;
      await assertMapInWorkspace(mindmapId, auth.workspace.workspaceId);
      await assertListInWorkspace(fields.linkedTodoListId, auth.workspace.workspaceId);
      const id = await app.documents.withDocument(
        formatDocumentName('mindmap', mindmapId),
        (doc) => {
          const parent = parentId ?? mindmapRootId(doc);
          if (parent && !hasNode(doc, parent)) return 'no-parent' as const;
          return addNode(doc, { ...fields, parentId: parent ?? null });
        },
        { author: authorOf(auth) },
      );
      if (id === 'no-parent') throw badRequest('parentId: no such node in this mind map');
      if (!id) throw badRequest('The node could not be added');
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/nodes/:id',
    {
      config: {
        operation: {
          id: 'updateNode',
          summary: 'Change a node',
          description: LIVE,
          errors: { 409: TWO_PLACES },
          examples: {
            body: { label: 'Press kit and media list', x: 660, y: 300 },
            answers: { 200: example.SUCCESS },
          },
        },
      },
      schema: { tags, params: nodeIdParams, body: updateNodeBody, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const mapId = await mapOfNode(request.params.id, auth.workspace.workspaceId);
      await assertListInWorkspace(request.body.linkedTodoListId, auth.workspace.workspaceId);
      const changed = await app.documents.withDocument(
        formatDocumentName('mindmap', mapId),
        (doc) => (hasNode(doc, request.params.id) ? updateNode(doc, request.params.id, request.body) : null),
        { author: authorOf(auth) },
      );
      if (changed === null) throw notFound(NODE_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.delete(
    '/nodes/:id',
    {
      config: { operation: deleteInDocument('deleteNode', 'Delete a node and its branch') },
      schema: { tags, params: nodeIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const mapId = await mapOfNode(request.params.id, auth.workspace.workspaceId);
      // The node goes with its whole branch, as it does in the editor.
      const deleted = await app.documents.withDocument(
        formatDocumentName('mindmap', mapId),
        (doc) => deleteBranch(doc, request.params.id),
        { author: authorOf(auth) },
      );
      if (deleted.length === 0) throw notFound(NODE_NOT_FOUND);
      return { success: true as const };
    },
  );
};

export default mindmapsRoutes;
