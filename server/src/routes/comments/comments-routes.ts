import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  createTodoCommentBody,
  markNotificationsReadBody,
  notificationsResponse,
  todoCommentSchema,
  todoCommentsQuery,
  type Notification,
} from '@shared/api/todos';
import { cardCommentSchema, cardCommentsQuery, createCardCommentBody } from '@shared/api/kanban';
import { commentThread, postComment } from '../../plugins/app/comments/comments-service';

const tags = ['comments'];
const NOTIFICATIONS_SHOWN = 50;
const EXCERPT_LENGTH = 140;

/** Comment threads of to-dos and cards, and the notifications they raise. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/todo-comments',
    {
      schema: { tags, querystring: todoCommentsQuery, response: { 200: z.array(todoCommentSchema) } },
    },
    async (request) => {
      const { todoId } = request.query;
      const thread = await commentThread(app, request.auth, 'todo', todoId);
      return thread.map((comment) => ({ ...comment, todoId }));
    },
  );

  app.post(
    '/todo-comments',
    {
      schema: { tags, body: createTodoCommentBody, response: { 201: todoCommentSchema } },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { todoId, comment } = request.body;
      const posted = await postComment(app, auth, 'todo', todoId, comment);
      return reply.code(201).send({ ...posted, todoId });
    },
  );

  app.get(
    '/kanban-card-comments',
    {
      schema: { tags, querystring: cardCommentsQuery, response: { 200: z.array(cardCommentSchema) } },
    },
    async (request) => {
      const { cardId } = request.query;
      const thread = await commentThread(app, request.auth, 'card', cardId);
      return thread.map((comment) => ({ ...comment, cardId }));
    },
  );

  app.post(
    '/kanban-card-comments',
    {
      schema: { tags, body: createCardCommentBody, response: { 201: cardCommentSchema } },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { cardId, comment } = request.body;
      const posted = await postComment(app, auth, 'card', cardId, comment);
      return reply.code(201).send({ ...posted, cardId });
    },
  );

  app.get(
    '/notifications',
    { schema: { tags, response: { 200: notificationsResponse } } },
    async (request) => {
      const { rows, unread } = await app.repos.notifications.forUser(
        request.auth.user.id,
        NOTIFICATIONS_SHOWN,
      );
      const notifications: Notification[] = rows.map((row) => ({
        id: row.id,
        kind: 'mention',
        read: row.read_at !== null,
        created_at: row.created_at.toISOString(),
        actor: row.actor,
        excerpt: row.body.length > EXCERPT_LENGTH ? `${row.body.slice(0, EXCERPT_LENGTH - 1)}…` : row.body,
        target: {
          kind: row.target_kind,
          id: row.target_id,
          title: (row.target_kind === 'todo' ? row.todo_title : row.card_title) ?? '',
          list_id: row.list_id ?? null,
          board_id: row.board_id ?? null,
        },
      }));
      return { unread, notifications };
    },
  );

  app.post(
    '/notifications/read',
    { schema: { tags, body: markNotificationsReadBody, response: { 200: successResponse } } },
    async (request) => {
      await app.repos.notifications.markRead(request.auth.user.id, request.body.ids, app.clock.now());
      return { success: true as const };
    },
  );
};

export default commentsRoutes;
