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

const tags = ['kanban'];

/** The Kanban API (`/api/kanban/...`): lanes and cards of the caller's boards. */
const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/columns',
    {
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
    { schema: { tags, body: reorderColumnsBody, response: { 200: successResponse } } },
    async (request) => {
      await reorderLanes(app, request.auth, request.body);
      return { success: true as const };
    },
  );

  app.patch(
    '/columns/:id',
    {
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
      schema: { tags, params: columnIdParams, querystring: columnQuery, response: { 200: successResponse } },
    },
    async (request) => {
      await deleteLane(app, request.auth, { id: request.params.id, boardId: request.query.board_id });
      return { success: true as const };
    },
  );

  app.post(
    '/cards',
    { schema: { tags, body: createCardBody, response: { 201: kanbanCardSchema } } },
    async (request, reply) => reply.code(201).send(await createCard(app, request.auth, request.body)),
  );

  app.patch(
    '/cards/:id',
    {
      schema: { tags, params: cardIdParams, body: updateCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => patchCard(app, request.auth, request.params.id, request.body),
  );

  app.patch(
    '/cards/:id/move',
    {
      schema: { tags, params: cardIdParams, body: moveCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => placeCard(app, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/cards/:id',
    { schema: { tags, params: cardIdParams, response: { 200: successResponse } } },
    async (request) => {
      await removeCard(app, request.auth, request.params.id);
      return { success: true as const };
    },
  );
};

export default kanbanRoutes;
