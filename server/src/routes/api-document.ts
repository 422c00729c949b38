import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from './api-tags';
import { EMAIL } from './example-samples';
import { answersNotModified } from '../plugins/app/rest-cache/answer-tags';
import { verifyToShare } from '@shared/api/verification';
import { undeclaredFacts } from '../plugins/operation-facts';

export const SESSION_SCHEME = 'session';
export const TOKEN_SCHEME = 'apiToken';

/** Every error answer has this body. */
const errorBody = {
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
  additionalProperties: false,
} as const;

const ERRORS: Record<number, { description: string; example: string }> = {
  400: { description: 'Bad input: the message names the field', example: 'title: required' },
  401: {
    description: 'No valid session, or an invalid, expired or revoked API token',
    example: 'Unauthorized',
  },
  402: {
    description: "The workspace's trial or subscription has ended",
    example: 'Your trial or subscription has ended. Purchase the Vision Plan to keep working.',
  },
  403: {
    description:
      'Not allowed: a cross-origin cookie request, a role or token scope that may not do this, a plan limit, or an API token on a session-only route',
    example: 'This API token can only read. Create a read-and-write token to make changes.',
  },
  404: { description: 'No such item in this workspace', example: 'Mind map not found' },
  413: { description: 'The body or the document would be too large', example: 'Request body is too large' },
  429: {
    description: 'Too many requests; the Retry-After header says after how many seconds to try again',
    example: 'Too many attempts. Please try again in 1 minute.',
  },
  500: {
    description: 'Unexpected failure (logged)',
    example: 'Something went wrong on our side. Please try again.',
  },
  503: {
    description:
      'A store the server depends on (the database, Redis) is out of reach for a moment; the Retry-After header says after how many seconds to try again (a create with its own id is never made twice)',
    example: 'Mindlane cannot reach its storage for a moment. Please try again shortly.',
  },
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown> };
type RouteFacts = Pick<RouteOptions, 'method' | 'url' | 'config' | 'preHandler'> & { prefix?: string };

/** The mounts besides /api that answer every API route; the document lists each route once, under /api. */
export const ALIAS_PREFIXES = ['/.netlify/functions', '/.netlify/functions/api'];
const READS = new Set(['GET', 'HEAD']);

function isPublic(route: RouteFacts): boolean {
  return !route.url.startsWith('/api/') || route.config?.access === 'public';
}

function preHandlerNames(route: RouteFacts): string[] {
  const handlers = route.preHandler ? [route.preHandler].flat() : [];
  return handlers.map((handler) => (handler as { name?: string }).name ?? '');
}

/** The error statuses a route can answer, from what it declares (input schemas, gate, limits, credentials). */
export function errorStatuses(route: RouteFacts, schema: JsonSchema): number[] {
  // Every route reads the database or Redis (a session at least), which can be out of reach for a moment.
  const statuses = new Set([500, 503]);
  const acceptsToken = route.config?.credentials === 'session-or-token';
  // Any request that may carry a body can carry one too large or too deeply nested (plugins/body-depth.ts).
  const takesBody = Boolean(schema.body) || !READS.has([route.method].flat()[0]!);
  if (takesBody || schema.querystring || schema.params) statuses.add(400);
  if (takesBody) statuses.add(413);
  // Input may name an item (a map, a node, a workspace) that is not in the caller's workspace.
  if ((schema.params || schema.querystring || schema.body) && !isPublic(route)) statuses.add(404);
  if (route.url.startsWith('/api/')) statuses.add(403);
  if (!isPublic(route)) statuses.add(401);
  const names = preHandlerNames(route);
  if (acceptsToken || names.includes('limit')) statuses.add(429);
  if (acceptsToken || route.config?.access === 'content') statuses.add(402);
  return [...statuses].sort();
}

/** The scope an API token needs for this route, or null when the route takes no token. */
export function tokenScope(route: RouteFacts): 'read' | 'read-write' | null {
  if (route.config?.credentials !== 'session-or-token') return null;
  return READS.has([route.method].flat()[0]!) ? 'read' : 'read-write';
}

const VERIFIED_ADDRESS_SENTENCE =
  "The account's e-mail address must be verified (403 asking to verify it otherwise).";

/** Who may call a route, in sentences, from its access class, the credentials it takes and its address rule. */
function accessSentences(route: RouteFacts): string {
  const sentence = accessSentence(route);
  return route.config?.verifiedAddress ? `${sentence} ${VERIFIED_ADDRESS_SENTENCE}` : sentence;
}

/** Who may call a route, in a sentence, from its access class and the credentials it takes. */
function accessSentence(route: RouteFacts): string {
  const scope = tokenScope(route);
  const credentials = scope
    ? `A signed-in session or an API token of the workspace (a ${scope === 'read' ? 'read or read-and-write' : 'read-and-write'} token).`
    : 'A signed-in session; API tokens are refused (403).';
  switch (isPublic(route) ? 'public' : route.config?.access) {
    case 'public':
      return 'Public: no credentials needed.';
    case 'account':
      return `${credentials} The user's own things, whatever the plan.`;
    case 'session':
      return `${credentials} Any member of the current workspace, whatever its plan.`;
    case 'owner':
      return `${credentials} The workspace owner only, whatever the plan.`;
    case 'admin':
      return `${credentials} Admins only.`;
    default: {
      const role = READS.has([route.method].flat()[0]!) ? 'a viewer' : 'an editor';
      return `${credentials} Needs ${role} or more, and a plan that grants access (402 once it has ended).`;
    }
  }
}

/** A schema with the route's hand-written example, or as it is when there is none. */
function withExample(schema: unknown, example: unknown): unknown {
  if (!schema || typeof schema !== 'object' || example === undefined) return schema;
  return { ...(schema as JsonSchema), example };
}

/**
 * The OpenAPI document at /docs/api: every route with its zod schemas turned into JSON schemas, the auth
 * schemes it accepts (none, the session cookie, or the cookie or a bearer API token), every error status
 * it can answer with the `{ error }` body, and the reference text and hand-written examples each route
 * declares beside its handler (`config: { operation }`, see OperationFacts). The app refuses to start
 * while a route the document lists declares no operation, or an example for an answer it does not give.
 */
export default fp(async function apiDocument(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const problems = undeclaredFacts(routes, Object.keys(API_TAGS));
    if (problems.length > 0) throw new Error(`Routes without their facts: ${problems.join('; ')}`);
  });
  // An extension field, which the typed options of the document do not name.
  const aliases = { 'x-alias-prefixes': ALIAS_PREFIXES };
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mindlane REST API',
        version: '1',
        description:
          'Each operation is listed once, under /api. The same operations answer under the aliases /.netlify/functions and /.netlify/functions/api (the seed contract\'s `{fn}` prefix; listed in `x-alias-prefixes`): `/.netlify/functions/nodes` is `GET /api/nodes`. Errors are JSON `{ "error": "…" }`. An operation that takes API tokens says which scope in `x-token-scope` (`read`: a read or read-and-write token; `read-write`: a read-and-write token). See docs/api.md for a walkthrough and for generating a typed client.',
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      // Each path is listed once, under /api; the aliases answer the same operations (info.description).
      ...aliases,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'mindlane_session',
            description:
              "The session cookie set by POST /api/login (named __Host-mindlane_session over https). State-changing requests must come from the app's own Origin.",
          },
          [TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (Profile → API tokens) sent as `Authorization: Bearer mlt_…`. Accepted only by routes that list this scheme; it acts in its own workspace with the lesser of its scope and your role.',
          },
        },
      },
    },
    transform(input) {
      const { schema: converted, url } = jsonSchemaTransform(input as never) as {
        schema: JsonSchema;
        url: string;
      };
      const route = input.route as unknown as RouteFacts;
      if (converted.hide) return { schema: converted as unknown as FastifySchema, url };
      const method = [route.method].flat()[0]!;
      // Every route the document lists declares its operation (checked when the app starts).
      const reference = route.config!.operation!;
      const { examples } = reference;
      const response: Record<string, unknown> = {};
      for (const [status, body] of Object.entries((converted.response as JsonSchema) ?? {})) {
        response[status] = withExample(body, examples.answers[Number(status)]);
      }
      if (reference.mediaType || reference.files) {
        for (const status of Object.keys(response).filter((code) => code.startsWith('2'))) {
          const { description, ...schema } = response[status] as JsonSchema;
          const content = reference.files
            ? Object.fromEntries(
                Object.entries(reference.files).map(([type, { example }]) => [
                  type,
                  { schema: { type: typeof example === 'string' ? 'string' : 'object', example } },
                ]),
              )
            : { [reference.mediaType!]: { schema } };
          response[status] = { description: description ?? 'OK', content };
        }
      }
      // A 204 has no body, whatever its zod schema turned into.
      if (response[204]) {
        response[204] = {
          type: 'null',
          description: (response[204] as JsonSchema).description ?? 'No Content',
        };
      }
      if (reference.redirect) response[302] = { type: 'null', description: `Found: ${reference.redirect}` };
      if (method === 'GET' && answersNotModified(route)) {
        response[304] = {
          type: 'null',
          description:
            'Not Modified: the If-None-Match header names the ETag of the current answer (no body; send the ETag of each 200 back to read again cheaply)',
        };
      }
      if (route.config?.verifiedAddress) {
        response[403] = {
          ...errorBody,
          description:
            'Not allowed: a cross-origin cookie request, a role that may not do this, an API token on a session-only route, or an account whose e-mail address is not verified yet',
          example: { error: verifyToShare(EMAIL) },
        };
      }
      for (const status of errorStatuses(route, converted)) {
        // A route's own text for a status says more than the generic one.
        if (reference.errors?.[status] !== undefined) continue;
        const error = ERRORS[status]!;
        response[status] ??= {
          ...errorBody,
          description: error.description,
          example: { error: error.example },
        };
      }
      for (const [status, text] of Object.entries(reference.errors ?? {})) {
        response[status] ??= {
          ...errorBody,
          description: status === '409' ? `Conflict: ${text}` : text,
          example: { error: text },
        };
      }
      const scope = tokenScope(route);
      const security = isPublic(route)
        ? []
        : route.config?.credentials === 'session-or-token'
          ? [{ [SESSION_SCHEME]: [] }, { [TOKEN_SCHEME]: [] }]
          : [{ [SESSION_SCHEME]: [] }];
      return {
        schema: {
          ...converted,
          operationId: reference.id,
          summary: reference.summary,
          description: [reference.description, accessSentences(route)].filter(Boolean).join('\n\n'),
          ...(reference.bodyMediaTypes
            ? {
                body: {
                  type: 'string',
                  format: 'binary',
                  description: 'The file, as it is',
                  example: '<the file>',
                },
                consumes: reference.bodyMediaTypes,
              }
            : { body: withExample(converted.body, examples.body) }),
          response,
          security,
          // Who may call it (its folder's class or its own, routes/route-access.ts).
          ...(route.config?.access ? { 'x-access': route.config.access } : {}),
          // The caller's e-mail address must be verified (declared beside the route's handler).
          ...(route.config?.verifiedAddress ? { 'x-verified-address': true } : {}),
          ...(scope ? { 'x-token-scope': scope } : {}),
        } as unknown as FastifySchema,
        url,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs/api' });
});
