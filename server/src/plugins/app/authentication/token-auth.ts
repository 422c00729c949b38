import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTokenScope, MemberRole } from '../../../db/schema';
import { forbidden, unauthorized } from '../../../http-errors';
import { addressKey } from '../../address-key';
import { tooMany } from '../../rate-limits';
import type { AuthContext } from './auth';
import { LAST_USED_PRECISION_MS } from '../tokens/api-tokens-repository';
import { bearerSecret } from './credentials';

/**
 * Which credentials a route accepts. Its folder sets it from its access class (routes/route-access.ts):
 * `content` routes take a session or an API token, every other class a session only. A route outside
 * that rule says so itself with `config: TOKEN_ROUTE` (or `{ credentials: 'session' }`).
 */
export type RouteCredentials = 'session' | 'session-or-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'session' or 'session-or-token'; see RouteCredentials. */
    credentials?: RouteCredentials;
  }
  interface FastifyInstance {
    /**
     * Authenticates a request carrying `Authorization: Bearer`: the route must accept tokens, the token must
     * be live, its workspace's plan must grant access, and a write needs a read-write token of a member who
     * may write. Counts the request against the token rate limit.
     */
    authenticateApiToken(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext>;
  }
}

/** Route config for a route that personal API tokens may call. */
export const TOKEN_ROUTE = { credentials: 'session-or-token' } as const satisfies {
  credentials: RouteCredentials;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const TOKEN_NOT_ACCEPTED = 'This route needs a signed-in session; API tokens are not accepted here.';
export const TOKEN_INVALID = 'Invalid, expired or revoked API token';
export const TOKEN_READ_ONLY = 'This API token can only read. Create a read-and-write token to make changes.';

/** What reading and touching a token takes. */
export type TokenReader = Pick<FastifyInstance, 'repos' | 'clock'>;

const SCOPE_CAP: Record<ApiTokenScope, MemberRole | null> = { read: 'viewer', 'read-write': null };

/**
 * The context a token grants: its user, its workspace (for this request only) and the lesser of its scope
 * and the member's role now. Null when the token is unknown, revoked or expired, or the member is gone.
 */
export async function resolveApiToken(
  { repos, clock }: TokenReader,
  secret: string,
): Promise<AuthContext | null> {
  if (!secret) return null;
  const token = await repos.apiTokens.findLive(secret, clock.now());
  if (!token) return null;
  const [user, membership] = await Promise.all([
    repos.users.findById(token.user_id),
    repos.workspaces.membership(token.user_id, token.workspace_id),
  ]);
  if (!user || !membership) return null;
  const role = SCOPE_CAP[token.scope] ?? membership.role;
  return {
    user,
    token: secret,
    workspace: { ...membership, role },
    apiToken: { id: token.id, name: token.name, scope: token.scope, lastUsedAt: token.last_used_at },
  };
}

/** Why a bearer token is refused: not live (401), or too many requests (429, with the seconds to wait). */
export type TokenRefusal =
  { status: 401; error: string } | { status: 429; error: string; retryAfter: number };

const tooManyTokenRequests = (retryAfter: number): TokenRefusal => ({
  status: 429,
  error: tooMany(retryAfter).message,
  retryAfter,
});

/**
 * The context a bearer token sent from `address` grants, counted against its user's token limit; or why
 * it is refused. An address that sent INVALID_TOKENS_PER_ADDRESS tokens that are not live in 10 minutes
 * is refused before its token is looked up, so guessing tokens costs the guesser, not the database. REST
 * requests and WebSocket upgrades both come through here.
 */
export async function checkBearerToken(
  deps: TokenReader & Pick<FastifyInstance, 'limits'>,
  secret: string,
  address: string,
): Promise<{ auth: AuthContext; apiToken: NonNullable<AuthContext['apiToken']> } | TokenRefusal> {
  const key = addressKey(address);
  const blocked = await deps.limits.waitFor('invalidTokenPerAddress', key);
  if (blocked > 0) return tooManyTokenRequests(blocked);
  const auth = await resolveApiToken(deps, secret);
  if (!auth?.apiToken) {
    const wait = await deps.limits.count('invalidTokenPerAddress', key);
    return wait > 0 ? tooManyTokenRequests(wait) : { status: 401, error: TOKEN_INVALID };
  }
  const wait = await deps.limits.count('apiTokenPerUser', auth.user.id);
  return wait > 0 ? tooManyTokenRequests(wait) : { auth, apiToken: auth.apiToken };
}

function refusedToken(reply: FastifyReply, refusal: TokenRefusal) {
  if (refusal.status === 401) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    return unauthorized(refusal.error);
  }
  reply.header('retry-after', String(refusal.retryAfter));
  return tooMany(refusal.retryAfter);
}

/** Decorates `authenticateApiToken`, which the sign-in hook of the API tree calls for bearer requests. */
export default fp(async function tokenAuth(app: FastifyInstance) {
  app.decorate('authenticateApiToken', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.credentials !== 'session-or-token') throw forbidden(TOKEN_NOT_ACCEPTED);
    const verdict = await checkBearerToken(
      app,
      bearerSecret(request.headers.authorization) ?? '',
      request.ip,
    );
    if (!('auth' in verdict)) throw refusedToken(reply, verdict);
    const { auth, apiToken } = verdict;
    request.auth = auth;

    // A lapsed plan stops its tokens on every route, not only on the routes gated for sessions.
    await app.requireAccess(request);
    if (!READ_METHODS.has(request.method)) {
      if (apiToken.scope === 'read') throw forbidden(TOKEN_READ_ONLY);
      if (auth.workspace.role === 'viewer') throw forbidden('Viewers cannot make changes.');
    }

    await recordTokenUse(app, auth);
    return auth;
  });
});

/** Updates the token's last-used date, unless it was updated within the last minute. */
export async function recordTokenUse({ repos, clock }: TokenReader, auth: AuthContext) {
  if (!auth.apiToken) return;
  const now = clock.now();
  const lastUsed = auth.apiToken.lastUsedAt;
  if (!lastUsed || now.getTime() - lastUsed.getTime() >= LAST_USED_PRECISION_MS) {
    await repos.apiTokens.touch(auth.apiToken.id, now);
  }
}
