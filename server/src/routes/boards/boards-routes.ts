import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import { duplicateAnswer, renameFields } from '@shared/api/documents';
import {
  boardDataSchema,
  boardIdParams,
  boardIdQuery,
  boardsQuery,
  boardSummarySchema,
  cardMetricsQuery,
  cardMetricsSchema,
  createBoardBody,
} from '@shared/api/kanban';
import { localDateString } from '@shared/dates';
import { formatDocumentName } from '@shared/schema/document-name';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { createItem, removeDocument } from '../../plugins/app/documents/documents-service';
import { createBoardWithAi } from '../../plugins/app/ai/board-drafts';
import { duplicateDocument } from '../../plugins/app/documents/duplicate-document';
import { authorOf } from '../../plugins/app/authentication/author';
import { badRequest, notFound } from '../../http-errors';
import * as example from '../example-samples';
import { createFacts, deleteItem, duplicateItem, listing, renameItem } from '../shared-facts';

const tags = ['boards'];
const created = z.object({ id: z.string() });
const BOARD_NOT_FOUND = 'Board not found';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Boards as a whole: the list page's routes, creating and deleting, the board's data and its metrics. */
const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  const serverToday = () => localDateString(app.clock.now());

  app.get(
    '/boards',
    {
      config: {
        answerTags: 'kept',
        operation: listing('listBoards', 'Boards of the workspace, or one with `id`', example.boardSummary),
      },
      schema: {
        tags,
        querystring: boardsQuery,
        response: { 200: z.union([z.array(boardSummarySchema), boardSummarySchema]) },
      },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const today = request.query.today ?? serverToday();
      if (!request.query.id) return repos.boards.list(workspaceId, today);
      const board = await repos.boards.find(request.query.id, workspaceId, today);
      if (!board) throw notFound(BOARD_NOT_FOUND);
      return board;
    },
  );

  const creates = [
    {
      path: '/boards',
      id: 'createBoard',
      summary: 'Create a board',
      drafts: 'With `prompt` AI drafts its cards. ',
    },
    {
      path: '/kanban-boards',
      id: 'createKanbanBoard',
      summary: 'Create a board (the seed contract’s second name for POST /api/boards)',
      drafts: '',
    },
  ];
  for (const { path, id, summary, drafts } of creates) {
    app.post(
      path,
      {
        config: { operation: createFacts(id, summary, example.boardBody, example.createdBoard, drafts) },
        schema: { tags, body: createBoardBody, response: { 200: created, 201: created } },
      },
      async (request, reply) => {
        const auth = request.auth;
        const { title, description, prompt } = request.body;
        if (prompt !== undefined) {
          if (request.body.id) throw badRequest('id: a board drafted with AI gets its id from the server');
          const { id } = await createBoardWithAi(app, auth, { title, description, prompt });
          return reply.code(201).send({ id });
        }
        const { id, outcome } = await createItem(app, auth, 'board', request.body);
        return reply.code(outcome === 'created' ? 201 : 200).send({ id });
      },
    );
  }

  app.delete(
    '/boards',
    {
      config: { operation: deleteItem('deleteBoard', 'Delete a board') },
      schema: { tags, querystring: boardIdQuery, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      if (!(await repos.boards.exists(request.query.id, auth.workspace.workspaceId))) {
        throw notFound(BOARD_NOT_FOUND);
      }
      await removeDocument(app, 'board', request.query.id);
      return { success: true as const };
    },
  );

  /** Renames a board, or changes its description; open boards see it at once. */
  app.patch(
    '/boards/:id',
    {
      config: { operation: renameItem('updateBoard', 'a board', 'Product launch (autumn)') },
      schema: { tags, params: boardIdParams, body: renameFields, response: { 200: successResponse } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repos.boards.exists(id, request.auth.workspace.workspaceId)))
        throw notFound(BOARD_NOT_FOUND);
      await app.documents.withDocument(
        formatDocumentName('board', id),
        (doc) => renameDocument('board', doc, request.body),
        { author: authorOf(request.auth) },
      );
      return { success: true as const };
    },
  );

  app.post(
    '/boards/:id/duplicate',
    {
      config: { operation: duplicateItem('duplicateBoard', 'Duplicate a board') },
      schema: { tags, params: boardIdParams, response: { 201: duplicateAnswer } },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!(await repos.boards.exists(request.params.id, auth.workspace.workspaceId))) {
        throw notFound(BOARD_NOT_FOUND);
      }
      return reply.code(201).send({ id: await duplicateDocument(app, auth, 'board', request.params.id) });
    },
  );

  app.get(
    '/kanban-board-data',
    {
      config: {
        answerTags: 'kept',
        operation: {
          id: 'getBoardData',
          summary: 'A board with its lanes and cards',
          examples: {
            answers: {
              200: {
                board: example.board,
                columns: [
                  example.column('new', 'New', 0),
                  example.column(example.IDS.inProgressColumn, 'In-Progress', 1),
                  example.column(example.IDS.column, 'In review', 2, 3),
                  example.column('done', 'Done', 3),
                ],
                cards: [example.card],
              },
            },
          },
        },
      },
      schema: { tags, querystring: boardIdQuery, response: { 200: boardDataSchema } },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const board = await repos.boards.summary(request.query.id, workspaceId);
      if (!board) throw notFound(BOARD_NOT_FOUND);
      const [columns, cards] = await Promise.all([
        repos.boards.columnsOf(board.id),
        repos.boards.cardsOf(board.id),
      ]);
      return { board, columns, cards };
    },
  );

  app.get(
    '/kanban-card-metrics',
    {
      config: {
        operation: {
          id: 'getCardMetrics',
          summary: 'Cards done today and this week',
          description: "`tzOffset` (minutes, as Date#getTimezoneOffset) sets the reader's midnight.",
          examples: { answers: { 200: { doneToday: 2, doneWeek: 9 } } },
        },
      },
      schema: { tags, querystring: cardMetricsQuery, response: { 200: cardMetricsSchema } },
    },
    async (request) => {
      // The reader's midnight: their offset from UTC, as Date#getTimezoneOffset gives it (UTC without one).
      const offsetMs = (request.query.tzOffset ?? 0) * 60_000;
      const now = app.clock.now().getTime();
      const today = new Date(Math.floor((now - offsetMs) / DAY_MS) * DAY_MS + offsetMs);
      const week = new Date(today.getTime() - 6 * DAY_MS);
      return repos.boards.doneSince(request.auth.workspace.workspaceId, { today, week });
    },
  );
};

export default boardsRoutes;
