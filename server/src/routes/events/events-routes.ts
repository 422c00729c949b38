import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { EVENT_STREAMS_PER_USER, TOO_MANY_EVENT_STREAMS, type WorkspaceEvent } from '@shared/api/todos';
import { HttpError } from '../../http-errors';
import * as example from '../example-samples';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET {fn}/events`: server-sent events for the signed-in user's current workspace (see
 * shared/api/todos.ts, workspaceEventSchema). The stream ends when the user's access to the workspace
 * changes; the page reconnects and is checked again. A user holds at most EVENT_STREAMS_PER_USER streams
 * open here: each one holds a socket and a subscription for as long as it lasts.
 */
const eventsRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<ServerResponse>();
  const openPerUser = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  const schema = {
    tags: ['events'],
    summary:
      'Server-sent events: data lines are JSON objects of type list-progress, notification or item-changed',
    // Zod, like every schema here: the app's serializer compiler takes no plain JSON schemas.
    response: { 200: z.string().describe('An event stream (text/event-stream)') },
  };
  app.get(
    '/events',
    {
      config: {
        access: 'session',
        operation: {
          id: 'streamEvents',
          mediaType: 'text/event-stream',
          summary: 'Server-sent events of the current workspace',
          description:
            'A text/event-stream whose data lines are JSON objects of type list-progress, notification or item-changed (a map, list or board renamed or re-described). It ends when access to the workspace changes. A user holds at most 10 streams open on one server instance; the next is refused (429) until one closes.',
          errors: { 429: TOO_MANY_EVENT_STREAMS },
          examples: {
            answers: {
              200: `data: {"type":"list-progress","list_id":"${example.IDS.todoList}","total":8,"done":4}\n\n`,
            },
          },
        },
      },
      schema,
    },
    async (request, reply) => {
      const { user, workspace } = request.auth;
      const verdict = await app.workspaceAccess(request.auth);
      if (!verdict.access) throw new HttpError(402, 'Your trial or subscription has ended.');
      const held = openPerUser.get(user.id) ?? 0;
      if (held >= EVENT_STREAMS_PER_USER) throw new HttpError(429, TOO_MANY_EVENT_STREAMS);
      // Counted before the stream is answered, in the same turn as the check: streams opened together each
      // see the ones before them.
      openPerUser.set(user.id, held + 1);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write(': connected\n\n');
      const send = (event: WorkspaceEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = app.workspaceEvents.subscribe(
        { workspaceId: workspace.workspaceId, userId: user.id },
        send,
      );
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const onAccessChange = (change: { userId?: string; workspaceId?: string }) => {
        if (change.userId === user.id || change.workspaceId === workspace.workspaceId) stream.end();
      };
      app.accessEvents.on('changed', onAccessChange);
      const stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
        app.accessEvents.off('changed', onAccessChange);
      };
      open.add(stream);
      stream.on('close', () => {
        open.delete(stream);
        const left = (openPerUser.get(user.id) ?? 1) - 1;
        if (left > 0) openPerUser.set(user.id, left);
        else openPerUser.delete(user.id);
        stop();
      });
    },
  );
};

export default eventsRoutes;
