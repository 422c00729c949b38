import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  cardIdParams,
  columnIdParams,
  columnQuery,
  createCardBody,
  createColumnBody,
  kanbanCardSchema,
  moveCardBody,
  reorderColumnsBody,
  updateCardBody,
  updateColumnBody,
} from '@shared/api/kanban';
import {
  createCard,
  createLane,
  deleteLane,
  patchCard,
  placeCard,
  removeCard,
  reorderLanes,
  updateLane,
} from '../../plugins/app/boards/kanban-service';
import * as example from '../example-samples';
import { LIVE, TWO_PLACES, deleteInDocument } from '../shared-facts';

const tags = ['kanban'];

/** The Kanban API (`/api/kanban/...`): lanes and cards of the caller's boards. */
const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/columns',
    {
      config: {
        operation: {
          id: 'createColumn',
          summary: 'Add a lane to a board',
          description: LIVE,
          errors: { 409: "The titles 'New' and 'Done' are reserved." },
          examples: {
            body: { board_id: example.IDS.board, title: 'In review', position: 2 },
            answers: { 201: { id: example.IDS.column, title: 'In review' } },
          },
        },
      },
      schema: {
        tags,
        body: createColumnBody,
        response: { 201: z.object({ id: z.string(), title: z.string() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await createLane(app, request.auth, request.body)),
  );

  app.patch(
    '/columns',
    {
      config: {
        operation: {
          id: 'reorderColumns',
          summary: "Reorder a board's lanes",
          description: LIVE,
          errors: { 409: "The lanes 'New' and 'Done' keep their places." },
          examples: {
            body: {
              board_id: example.IDS.board,
              columns: [
                { id: example.IDS.column, position: 1 },
                { id: example.IDS.inProgressColumn, position: 2 },
              ],
            },
            answers: { 200: example.SUCCESS },
          },
        },
      },
      schema: { tags, body: reorderColumnsBody, response: { 200: successResponse } },
    },
    async (request) => {
      await reorderLanes(app, request.auth, request.body);
      return { success: true as const };
    },
  );

  app.patch(
    '/columns/:id',
    {
      config: {
        operation: {
          id: 'renameColumn',
          summary: 'Rename a lane',
          description: LIVE,
          errors: { 409: "The lanes 'New' and 'Done', and their titles, are reserved." },
          examples: {
            body: { title: 'Waiting for review', wip_limit: 3 },
            answers: { 200: example.SUCCESS },
          },
        },
      },
      schema: {
        tags,
        params: columnIdParams,
        querystring: columnQuery,
        body: updateColumnBody,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const lane = { id: request.params.id, boardId: request.query.board_id };
      await updateLane(app, request.auth, lane, request.body);
      return { success: true as const };
    },
  );

  app.delete(
    '/columns/:id',
    {
      config: {
        operation: {
          id: 'deleteColumn',
          summary: 'Delete a lane',
          description: LIVE,
          errors: { 409: "The lanes 'New' and 'Done' cannot be deleted." },
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, params: columnIdParams, querystring: columnQuery, response: { 200: successResponse } },
    },
    async (request) => {
      await deleteLane(app, request.auth, { id: request.params.id, boardId: request.query.board_id });
      return { success: true as const };
    },
  );

  app.post(
    '/cards',
    {
      config: {
        operation: {
          id: 'createCard',
          summary: 'Add a card to a lane',
          description: LIVE,
          examples: {
            body: {
              board_id: example.IDS.board,
              column_id: example.IDS.column,
              title: example.card.title,
              description: example.card.description,
              priority: 'high',
              due_date: example.card.due_date,
              assignee_id: example.IDS.user,
            },
            answers: { 201: { ...example.card, mindmap_id: null, comment_count: 0 } },
          },
        },
      },
      schema: { tags, body: createCardBody, response: { 201: kanbanCardSchema } },
    },
    async (request, reply) => reply.code(201).send(await createCard(app, request.auth, request.body)),
  );

  app.patch(
    '/cards/:id',
    {
      config: {
        operation: {
          id: 'updateCard',
          summary: 'Change a card',
          description: `A linked to-do follows. ${LIVE}`,
          errors: { 409: TWO_PLACES },
          examples: {
            body: { title: 'Draft and send the press release', priority: 'medium' },
            answers: {
              200: { ...example.card, title: 'Draft and send the press release', priority: 'medium' },
            },
          },
        },
      },
      schema: { tags, params: cardIdParams, body: updateCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => patchCard(app, request.auth, request.params.id, request.body),
  );

  app.patch(
    '/cards/:id/move',
    {
      config: {
        operation: {
          id: 'moveCard',
          summary: 'Move a card to a lane and rank',
          description: `Positions are ranks in the lane; entering Done marks the card, and its linked to-do, done. ${LIVE}`,
          errors: { 409: TWO_PLACES },
          examples: { body: { column_id: 'done', position: 0 }, answers: { 200: example.doneCard } },
        },
      },
      schema: { tags, params: cardIdParams, body: moveCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => placeCard(app, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/cards/:id',
    {
      config: { operation: deleteInDocument('deleteCard', 'Delete a card') },
      schema: { tags, params: cardIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      await removeCard(app, request.auth, request.params.id);
      return { success: true as const };
    },
  );
};

export default kanbanRoutes;
