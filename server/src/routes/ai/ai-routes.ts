import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiCreateBoardBody,
  aiCreateBoardResponse,
  aiCreateMindmapBody,
  aiCreateMindmapResponse,
  aiCreateTodoBody,
  aiCreateTodoResponse,
  aiExpandNodeBody,
  aiExpandNodeResponse,
  aiGenerationQuery,
  aiGenerationSchema,
} from '@shared/api/ai';
import { formatDocumentName } from '@shared/schema/document-name';
import { readGeneration, stopGeneration } from '@shared/schema/generation';
import { initMindmap } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { initTodoList } from '@shared/schema/todolist';
import { childWriter, mindmapWriter, writeTodo } from '../../plugins/app/ai/appliers';
import { createBoardWithAi } from '../../plugins/app/ai/board-drafts';
import { launchGeneration } from '../../plugins/app/ai/generation-service';
import { linkNewListToNode, nodeInMap } from '../../plugins/app/todo-lists/node-lists';
import { authorOf } from '../../plugins/app/authentication/author';
import { createDocument, documentOfItem } from '../../plugins/app/documents/documents-service';
import { conflict, notFound } from '../../http-errors';
import type { OperationFacts } from '../../plugins/operation-facts';
import * as example from '../example-samples';
import { answering } from '../shared-facts';

const tags = ['AI'];

/**
 * The declaration of a route drafting a new document: one AI run, answered at once (201) while the draft
 * streams into the new document.
 */
function aiDraft<Body extends z.ZodType, Answer extends z.ZodType>(draft: {
  id: string;
  summary: string;
  body: Body;
  answer: Answer;
  examples: { body: z.input<Body>; answer: z.output<Answer> };
}) {
  const operation: OperationFacts = {
    id: draft.id,
    summary: draft.summary,
    description:
      'Counts one AI run against the workspace allowance (GET /api/usage); the answer comes at once and the draft streams into the new document, which editors and GET /api/ai-generation follow.',
    examples: { body: draft.examples.body, answers: { 201: draft.examples.answer } },
  };
  return { config: { operation }, schema: { tags, body: draft.body, response: { 201: draft.answer } } };
}

/** AI drafting of maps, lists, boards and map branches; each answers with the document it fills. */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai-create-mindmap',
    aiDraft({
      id: 'aiCreateMindmap',
      summary: 'Draft a mind map with AI',
      body: aiCreateMindmapBody,
      answer: aiCreateMindmapResponse,
      examples: {
        body: { title: 'Q3 launch plan', description: 'A product launch in September for a design tool.' },
        answer: { mindmapId: example.IDS.mindmap, engine: 'model' },
      },
    }),
    async (request, reply) => {
      const auth = request.auth;
      const { title, description } = request.body;
      const id = randomUUID();
      await launchGeneration(app, auth, {
        documentName: formatDocumentName('mindmap', id),
        request: { task: 'mindmap', title, description },
        apply: mindmapWriter(),
        prepare: () =>
          createDocument(app, auth, {
            kind: 'mindmap',
            id,
            title,
            description,
            initialise: (doc) => initMindmap(doc, { title, description, mapId: id }),
          }),
      });
      return reply.code(201).send({ mindmapId: id, engine: app.ai.engine });
    },
  );

  app.post(
    '/ai-create-todo',
    aiDraft({
      id: 'aiCreateTodoList',
      summary: 'Draft a to-do list with AI',
      body: aiCreateTodoBody,
      answer: aiCreateTodoResponse,
      examples: {
        body: { title: 'Launch checklist', description: 'Venue, press, social media and the launch party.' },
        answer: { id: example.IDS.todoList, mindmap_id: null, engine: 'model' },
      },
    }),
    async (request, reply) => {
      const auth = request.auth;
      const { workspaceId } = auth.workspace;
      const { title, description, nodeId } = request.body;
      const mapId = nodeId ? (await documentOfItem(app, ['mindmap'], workspaceId, nodeId, 'Node')).id : null;
      const mapName = mapId ? formatDocumentName('mindmap', mapId) : null;
      const id = randomUUID();
      await launchGeneration(app, auth, {
        documentName: formatDocumentName('todolist', id),
        request: { task: 'todolist', title, description },
        apply: writeTodo,
        async prepare() {
          const noNode = () => notFound('Node not found');
          if (mapName && nodeId && !(await nodeInMap(app, mapName, nodeId))) throw noNode();
          await createDocument(app, auth, {
            kind: 'todolist',
            id,
            title,
            description,
            initialise: (doc) => initTodoList(doc, { title, description }),
          });
          if (mapName && nodeId)
            await linkNewListToNode(app, { mapName, nodeId, listId: id, author: authorOf(auth) }, noNode);
        },
      });
      return reply.code(201).send({ id, mindmap_id: mapId, engine: app.ai.engine });
    },
  );

  app.post(
    '/ai-create-board',
    aiDraft({
      id: 'aiCreateBoard',
      summary: 'Draft a board with AI',
      body: aiCreateBoardBody,
      answer: aiCreateBoardResponse,
      examples: {
        body: {
          title: 'Product launch',
          prompt: 'Cards for a September launch: press, venue, social media.',
        },
        answer: { id: example.IDS.board, engine: 'model' },
      },
    }),
    async (request, reply) => {
      const auth = request.auth;
      return reply.code(201).send(await createBoardWithAi(app, auth, request.body));
    },
  );

  /** Expand with AI: new children for a map node that fit its branch, streamed into the map. */
  app.post(
    '/ai-expand-node',
    {
      config: {
        operation: {
          id: 'aiExpandNode',
          summary: 'Draft children for a map node with AI',
          description: 'Counts one AI run; the children stream into the map.',
          errors: { 409: 'A generation is already running in this mind map.' },
          examples: {
            body: { mindmapId: example.IDS.mindmap, nodeId: example.IDS.node },
            answers: { 200: { mindmapId: example.IDS.mindmap, engine: 'model' } },
          },
        },
      },
      schema: { tags, body: aiExpandNodeBody, response: { 200: aiExpandNodeResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const { mindmapId, nodeId } = request.body;
      if (!(await app.repos.mindmaps.find(mindmapId, auth.workspace.workspaceId))) {
        throw notFound('Mind map not found');
      }
      const documentName = formatDocumentName('mindmap', mindmapId);
      const context = await app.documents.withDocument(
        documentName,
        (doc) => {
          const { nodes } = readMindmap(doc);
          const byId = new Map(nodes.map((node) => [node.id, node]));
          const node = byId.get(nodeId);
          if (!node) return null;
          const path: string[] = [];
          for (
            let at: typeof node | undefined = node;
            at;
            at = at.parentId ? byId.get(at.parentId) : undefined
          ) {
            path.unshift(at.label);
            if (path.length > 20) break;
          }
          return {
            running: readGeneration(doc)?.status === 'running',
            label: node.label,
            description: node.description,
            path,
            siblings: nodes.filter((child) => child.parentId === nodeId).map((child) => child.label),
          };
        },
        { author: authorOf(auth) },
      );
      if (!context) throw notFound('Node not found');
      if (context.running) throw conflict('A generation is already running in this mind map');
      await launchGeneration(app, auth, {
        documentName,
        nodeId,
        request: {
          task: 'expand',
          title: context.label,
          description: context.description,
          path: context.path,
          siblings: context.siblings,
        },
        apply: childWriter(nodeId),
        prepare: async () => undefined,
      });
      return { mindmapId, engine: app.ai.engine };
    },
  );

  async function generationDocument(query: z.infer<typeof aiGenerationQuery>, workspaceId: string) {
    const name = formatDocumentName(query.kind, query.id);
    if ((await app.repos.documents.workspaceOf(name)) !== workspaceId) throw notFound('Not found');
    return name;
  }

  app.get(
    '/ai-generation',
    {
      config: {
        operation: answering('getAiGeneration', 'The state of a document’s AI draft', {
          status: 'running',
          engine: 'model',
          items: 6,
        }),
      },
      schema: { tags, querystring: aiGenerationQuery, response: { 200: aiGenerationSchema } },
    },
    async (request) => {
      const auth = request.auth;
      const name = await generationDocument(request.query, auth.workspace.workspaceId);
      const generation = await app.documents.withDocument(name, (doc) => readGeneration(doc), {
        author: authorOf(auth),
      });
      return {
        status: generation?.status ?? null,
        engine: generation?.engine ?? null,
        items: generation?.items ?? 0,
      };
    },
  );

  /** Stops a running generation from any browser; what arrived stays. */
  app.post(
    '/ai-generation/stop',
    {
      config: {
        operation: {
          id: 'stopAiGeneration',
          summary: 'Stop a running AI draft',
          description: 'What arrived stays.',
          examples: { answers: { 200: { stopped: true } } },
        },
      },
      schema: { tags, querystring: aiGenerationQuery, response: { 200: z.object({ stopped: z.boolean() }) } },
    },
    async (request) => {
      const auth = request.auth;
      const name = await generationDocument(request.query, auth.workspace.workspaceId);
      const author = authorOf(auth);
      return { stopped: await app.documents.withDocument(name, (doc) => stopGeneration(doc), { author }) };
    },
  );
};

export default aiRoutes;
