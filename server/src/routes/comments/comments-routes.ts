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
import * as example from '../example-samples';
import { listing } from '../shared-facts';

const tags = ['comments'];
const NOTIFICATIONS_SHOWN = 50;
const EXCERPT_LENGTH = 140;

/** Comment threads of to-dos and cards, and the notifications they raise. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/todo-comments',
    {
      config: {
        operation: listing('listTodoComments', "A to-do's comments, oldest first", {
          ...example.comment,
          todoId: example.IDS.todo,
        }),
      },
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
      config: {
        operation: {
          id: 'createTodoComment',
          summary: 'Comment on a to-do',
          description: 'The author is the caller. An @mention notifies that member.',
          examples: {
            body: { todoId: example.IDS.todo, comment: example.comment.comment },
            answers: { 201: { ...example.comment, todoId: example.IDS.todo } },
          },
        },
      },
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
      config: {
        operation: listing('listCardComments', "A card's comments, oldest first", {
          ...example.comment,
          cardId: example.IDS.card,
        }),
      },
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
      config: {
        operation: {
          id: 'createCardComment',
          summary: 'Comment on a card',
          description:
            'The author is the caller. An @mention notifies that member; open boards see it at once.',
          examples: {
            body: { cardId: example.IDS.card, comment: example.comment.comment },
            answers: { 201: { ...example.comment, cardId: example.IDS.card } },
          },
        },
      },
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
    {
      config: {
        access: 'session',
        operation: {
          id: 'listNotifications',
          summary: "The user's latest mentions and the unread count",
          examples: {
            answers: {
              200: {
                unread: 1,
                notifications: [
                  {
                    id: example.IDS.notification,
                    kind: 'mention',
                    read: false,
                    created_at: example.UPDATED,
                    actor: 'Maya Chen',
                    excerpt: example.comment.comment,
                    target: {
                      kind: 'todo',
                      id: example.IDS.todo,
                      title: example.todo.title,
                      list_id: example.IDS.todoList,
                      board_id: null,
                    },
                  },
                ],
              },
            },
          },
        },
      },
      schema: { tags, response: { 200: notificationsResponse } },
    },
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
    {
      config: {
        access: 'account',
        operation: {
          id: 'markNotificationsRead',
          summary: 'Mark notifications read',
          examples: { body: { ids: [example.IDS.notification] }, answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, body: markNotificationsReadBody, response: { 200: successResponse } },
    },
    async (request) => {
      await app.repos.notifications.markRead(request.auth.user.id, request.body.ids, app.clock.now());
      return { success: true as const };
    },
  );
};

export default commentsRoutes;
