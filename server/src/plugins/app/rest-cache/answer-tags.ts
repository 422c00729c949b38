import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { localDateString } from '@shared/dates';
import { aiCountingSince } from '../access/plan-rules';
import { createAnswerCache } from './answer-cache';

type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * What besides the workspace's data and the access version a kept answer depends on, read before the
 * handler like them. Usage counts the AI runs billed to the workspace's owner since a moment the plan and
 * the clock decide (the start of the month on a paid plan), so that moment is part of its key. (Every run
 * is taken in its owner's one workspace, by a request that bumps that workspace's data version.)
 */
type KeyParts = (request: FastifyRequest) => Promise<unknown[]>;

/** The key parts of the usage answer: declared by GET /usage (`answerTags: { parts: usageParts(app) }`). */
export function usageParts({
  requestAccess,
  clock,
}: Pick<FastifyInstance, 'requestAccess' | 'clock'>): KeyParts {
  return async (request) => {
    const { subscription } = await requestAccess(request);
    return [aiCountingSince(subscription, clock.now()).toISOString()];
  };
}

/**
 * How a read route's answers are kept and tagged, declared beside its handler (`config: { answerTags }`).
 * - `'kept'` or a KeptRoute: answers are kept by a key made from the workspace's data version and the
 *   access version (and the route's own parts), read before the handler, for answers that are a function
 *   of the workspace's data, the user and their access (and of the day, for Past Due). The key is the ETag,
 *   so a matching If-None-Match is answered 304 without reading anything else; with `etag: 'content'` the
 *   ETag is made from the answer instead, so an answer that came out the same keeps its tag (usage, which a
 *   new node does not change).
 * - `'content'`: tagged from the answer itself and not kept (who is signed in: me, whose answer is made
 *   from the kept session alone).
 */
export type AnswerTags = 'content' | 'kept' | KeptRoute;

interface KeptRoute {
  parts?: KeyParts;
  etag?: 'content';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's GET answers carry an ETag and are kept; see AnswerTags. Untagged without it. */
    answerTags?: AnswerTags;
  }
}

/** Whether GET answers of a route carry an ETag, and a matching If-None-Match gets 304. */
export function answersNotModified(route: Pick<RouteOptions, 'config'>): boolean {
  return route.config?.answerTags !== undefined;
}

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
 * preHandler of a kept route: 304 when the client holds the tagged answer (ETag by version), the kept
 * answer when this process wrote it before, else the handler runs and onSend keeps what it writes.
 */
function answerKept(answers: AnswerCache, route: KeptRoute) {
  return async function answerByVersion(request: FastifyRequest, reply: FastifyReply) {
    const { server } = request;
    const [access, data, own] = await Promise.all([
      server.accessVersion.current(),
      server.dataVersions.current(request.auth.workspace.workspaceId),
      route.parts ? route.parts(request) : [],
    ]);
    if (access === null || data === null) return;
    const day = localDateString(server.clock.now());
    const key = `W/"${digest([request.url, ...audience(request), access, data, day, ...own])}"`;
    if (route.etag !== 'content') {
      reply.header('etag', key).header('cache-control', 'private, no-cache');
      if (matches(request, key)) {
        reply.code(304).send();
        return reply;
      }
    }
    const kept = answers.get(key);
    if (kept !== undefined) {
      reply.type('application/json; charset=utf-8').send(kept);
      return reply;
    }
    keptUnder.set(request, key);
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
  if (reply.statusCode !== 200) return payload;
  // A fresh answer is the serialised string, a kept one its bytes: both tag alike.
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string') return payload;
  const tag = `W/"${digest([request.url, ...audience(request), text])}"`;
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
 * onRoute hook of the REST tree: ETag and 304 on the read routes that declare `answerTags`, and for kept
 * routes the answers this process wrote, kept by tag. Each tag names the user and the workspace the answer
 * was made for, so a workspace switch never matches another workspace's tag.
 */
export function tagAnswers() {
  const answers = createAnswerCache();
  return function tagRoute(route: RouteOptions) {
    const methods = asArray(route.method);
    const declared = route.config?.answerTags;
    if (!declared || !methods.includes('GET')) return;
    if (declared !== 'content') {
      const mode = declared === 'kept' ? {} : declared;
      // After the route's own preHandlers: the gate decides before any tag answers 304.
      route.preHandler = [...asArray(route.preHandler), answerKept(answers, mode)];
      // Kept before a content tag turns the answer into a 304.
      const tagging =
        mode.etag === 'content' ? [keepAnswer(answers), tagByContent] : [untagErrors, keepAnswer(answers)];
      route.onSend = [...asArray(route.onSend), ...tagging];
    } else {
      route.onSend = [...asArray(route.onSend), tagByContent];
    }
  };
}
