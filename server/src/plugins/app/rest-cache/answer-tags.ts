import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { localDateString } from '@shared/schema/board-resolve';
import { createAnswerCache } from './answer-cache';

type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * How each read route's answers are tagged. `version`: from the workspace's data version and the access
 * version, read before the handler, so a matching If-None-Match is answered 304 without reading anything
 * else; for answers that are a function of the workspace's data, the user and their access (and of the
 * day, for Past Due). `content`: from the answer itself, for answers that also depend on the clock or on
 * other workspaces (usage, the admin lists, who is signed in).
 */
const TAGGED = new Map<string, 'version' | 'content'>([
  ['/mindmaps', 'version'],
  ['/mapid/:id', 'version'],
  ['/nodes', 'version'],
  ['/node', 'version'],
  ['/todo-lists', 'version'],
  ['/todoid/:id', 'version'],
  ['/boards', 'version'],
  ['/kanban-board-data', 'version'],
  ['/team-members', 'version'],
  ['/me', 'content'],
  ['/usage', 'content'],
  ['/users', 'content'],
  ['/payments', 'content'],
]);

const digest = (parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('base64url');

function matches(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((candidate) => candidate.trim() === tag);
}

/** Who the answer is for: the user, their current workspace and role, and the API token if one is used. */
function audience(request: FastifyRequest) {
  const auth = request.auth ?? request.session;
  if (!auth) return [null];
  return [auth.user.id, auth.user.role, auth.workspace.workspaceId, auth.workspace.role, auth.apiToken?.id];
}

/**
 * preHandler of a `version` route: 304 when the client holds the tagged answer, the kept answer when this
 * process wrote it before, else the handler runs and onSend keeps what it writes under the tag.
 */
function tagByVersion(answers: AnswerCache) {
  return async function answerByVersion(request: FastifyRequest, reply: FastifyReply) {
    const { server } = request;
    const [access, data] = await Promise.all([
      server.accessVersion.current(),
      server.dataVersions.current(request.auth.workspace.workspaceId),
    ]);
    if (access === null || data === null) return;
    const day = localDateString(server.clock.now());
    const tag = `W/"${digest([request.url, ...audience(request), access, data, day])}"`;
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (matches(request, tag)) {
      reply.code(304).send();
      return reply;
    }
    const kept = answers.get(tag);
    if (kept !== undefined) {
      reply.type('application/json; charset=utf-8').send(kept);
      return reply;
    }
    keptUnder.set(request, tag);
  };
}

/** The tag a request's answer is to be kept under, once it is written. */
const keptUnder = new WeakMap<FastifyRequest, string>();

function keepAnswer(answers: AnswerCache) {
  return async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const tag = keptUnder.get(request);
    if (tag !== undefined && reply.statusCode === 200 && typeof payload === 'string')
      answers.set(tag, payload);
    return payload;
  };
}

async function tagByContent(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `W/"${digest([request.url, ...audience(request), payload])}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (!matches(request, tag)) return payload;
  reply.code(304);
  return '';
}

/** An error answered after the tag was set is not the tagged answer. */
async function untagErrors(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.removeHeader('etag');
  return payload;
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * onRoute hook of the REST tree: ETag and 304 on the list and read routes, and for `version` routes the
 * answers this process wrote, kept by tag. Each tag names the user and the workspace the answer was made
 * for, so a workspace switch never matches another workspace's tag.
 */
export function tagAnswers(prefix: string) {
  const answers = createAnswerCache();
  return function tagRoute(route: RouteOptions) {
    const methods = asArray(route.method);
    const mode = TAGGED.get(route.url.slice(prefix.length));
    if (!mode || !methods.includes('GET')) return;
    if (mode === 'version') {
      // After the route's own preHandlers: the gate decides before any tag answers 304.
      route.preHandler = [...asArray(route.preHandler), tagByVersion(answers)];
      route.onSend = [...asArray(route.onSend), untagErrors, keepAnswer(answers)];
    } else {
      route.onSend = [...asArray(route.onSend), tagByContent];
    }
  };
}
