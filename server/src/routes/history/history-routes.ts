import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  historyDocumentParams,
  nameVersionBody,
  restoredSchema,
  versionContentSchema,
  versionParams,
  versionSchema,
  versionsPageSchema,
  versionsQuery,
} from '@shared/api/history';
import { createHistory } from '../../plugins/app/history/history-service';
import { authorOf } from '../../plugins/app/authentication/author';
import { CREATED, IDS, UPDATED, node, rootNode } from '../example-samples';

const tags = ['history'];

const named = {
  id: '4181',
  createdAt: UPDATED,
  name: 'Before the workshop',
  authors: [{ kind: 'member', id: IDS.user, name: 'Maya Chen' }],
  summary: { 'node.created': 3, 'node.renamed': 1 },
};
const edited = {
  id: '4175',
  createdAt: CREATED,
  name: null,
  authors: [
    { kind: 'member', id: IDS.teammate, name: 'Leo Park' },
    { kind: 'token', id: IDS.token, name: 'Zapier sync' },
  ],
  summary: { 'todo.created': 2, 'todo.completed': 1, 'card.lane': 1 },
};

const restored = {
  id: '4190',
  createdAt: UPDATED,
  name: null,
  authors: [{ kind: 'member', id: IDS.user, name: 'Maya Chen' }],
  summary: { 'todo.created': 1, 'todo.completed': 1, 'todo.deleted': 2 },
};

/**
 * A map's, list's, board's or inbox's versions: the list, one version's content and state, naming the
 * current state, and restoring a version (plugins/app/history). The document is named by kind and id in
 * the path; another workspace's is not found.
 */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const history = createHistory(app);

  app.get(
    '/documents/:kind/:id/versions',
    {
      config: {
        operation: {
          id: 'listVersions',
          summary: 'Versions of a map, list, board or inbox, newest first',
          description:
            'A version is cut once the document rests for a minute, every ten minutes of editing without a rest, and when someone names the current state. Pages hold `limit` versions (50 unless given, 100 at most); send `nextCursor` back as `cursor` for the next page, until it is null.',
          examples: { answers: { 200: { versions: [named, edited], nextCursor: '4170' } } },
        },
      },
      schema: {
        tags,
        params: historyDocumentParams,
        querystring: versionsQuery,
        response: { 200: versionsPageSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const name = await history.documentIn(request.auth.workspace.workspaceId, kind, id);
      return history.list(name, request.query.limit, request.query.cursor);
    },
  );

  app.post(
    '/documents/:kind/:id/versions',
    {
      config: {
        operation: {
          id: 'nameVersion',
          summary: 'Name the current state as a version',
          description:
            'Cuts a version now, from the document as open editors have it (edits not stored yet included), under `name`. Named versions are kept for good.',
          examples: { body: { name: 'Before the workshop' }, answers: { 201: named } },
        },
      },
      schema: {
        tags,
        params: historyDocumentParams,
        body: nameVersionBody,
        response: { 201: versionSchema },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const name = await history.documentIn(request.auth.workspace.workspaceId, kind, id);
      const version = await history.name(name, request.body.name, authorOf(request.auth));
      return reply.code(201).send(version);
    },
  );

  app.get(
    '/documents/:kind/:id/versions/:versionId',
    {
      config: {
        operation: {
          id: 'getVersionContent',
          summary: 'The content of a map, list, board or inbox at a version',
          description:
            "In the shape of the kind's own read: a map's nodes as `GET /nodes?mindmapId=` answers them, a list's or the inbox's to-dos as `GET /todos?list_id=` (the inbox's with `list_id` null), a board's lanes and cards as `GET /kanban-board-data` (its `updated_at` is the version's time).",
          examples: { answers: { 200: [rootNode, node] } },
        },
      },
      schema: {
        tags,
        params: versionParams,
        response: { 200: versionContentSchema },
      },
    },
    async (request) => {
      const { kind, id, versionId } = request.params;
      const { workspaceId } = request.auth.workspace;
      const name = await history.documentIn(workspaceId, kind, id);
      return history.content(name, workspaceId, versionId);
    },
  );

  app.post(
    '/documents/:kind/:id/versions/:versionId/restore',
    {
      config: {
        operation: {
          id: 'restoreVersion',
          summary: 'Restore a map, list, board or inbox to a version',
          description:
            'Cuts the current state as a version first (so it stays restorable), then writes what differs from the version into the live document as one change by the caller, which open editors see at once, and answers the version that change became. Map nodes deleted since come back under new ids, their children under them; to-dos and cards another document holds now (a to-do moved to another list) stay there and are listed in `skipped` with the reason. A card entering or leaving Done completes or reopens its linked to-do, and a title restored renames it, as any edit does. AI generation state is never restored.',
          examples: {
            answers: {
              200: { version: restored, skipped: [{ id: IDS.todo, reason: 'Now in another list' }] },
            },
          },
        },
      },
      schema: {
        tags,
        params: versionParams,
        response: { 200: restoredSchema },
      },
    },
    async (request) => {
      const { kind, id, versionId } = request.params;
      const { workspaceId } = request.auth.workspace;
      const name = await history.documentIn(workspaceId, kind, id);
      return history.restore(name, workspaceId, versionId, authorOf(request.auth));
    },
  );

  app.get(
    '/documents/:kind/:id/versions/:versionId/update',
    {
      config: {
        operation: {
          id: 'getVersionUpdate',
          mediaType: 'application/octet-stream',
          summary: 'The document at a version, as a Yjs update',
          description:
            'Apply it to an empty Y.Doc to read the version with the document schemas (a read-only preview).',
          examples: { answers: { 200: '<binary Yjs update>' } },
        },
      },
      schema: {
        tags,
        params: versionParams,
        response: { 200: z.string().describe('A Yjs update (application/octet-stream)') },
      },
    },
    async (request, reply) => {
      const { kind, id, versionId } = request.params;
      const name = await history.documentIn(request.auth.workspace.workspaceId, kind, id);
      const state = await history.state(name, versionId);
      // Bytes are sent as they are (Fastify serializes no Buffer); the schema's string is for the API document.
      const bytes: unknown = Buffer.from(state);
      return reply.type('application/octet-stream').send(bytes as string);
    },
  );
};

export default historyRoutes;
