import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTokenScope, MemberRole } from '../../../db/schema';
import { forbidden, HttpError, unauthorized } from '../../../http-errors';
import { accessVerdict, type AccessVerdict } from '../access/plan-rules';
import type { SubscriptionRow } from '../access/subscriptions-repository';
import type { UserRow } from '../users/users-repository';
import type { Membership } from '../workspaces/workspaces-repository';
import {
  bearerSecret,
  credentialsOf,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  usesSecureCookies,
} from './credentials';
import { createSessionCache } from './session-cache';

export interface AuthContext {
  user: UserRow;
  token: string;
  /**
   * The session's current workspace and the user's role in it; for an API token, the token's workspace
   * (for this request only) and the lesser of the token's scope and the member's role.
   */
  workspace: Membership;
  /** Set when a personal API token, not a session, authenticated the request. */
  apiToken?: { id: string; name: string; scope: ApiTokenScope; lastUsedAt: Date | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the cookie names, if any; resolved on every request. Public routes read this one. */
    session: AuthContext | null;
    /**
     * The subscription of the session's workspace owner, read with the session in the same statement, for
     * this request only (see requestAccess); undefined when it was not read with the session.
     */
    sessionPlan: { ownerId: string; subscription: SubscriptionRow | null } | undefined;
    /**
     * The signed-in user: established by the sign-in hook (`requireSignIn`) before any handler of a route
     * that is not on the public list runs. Never read it on a public route.
     */
    auth: AuthContext;
    /** Set once requireAccess has let this request through: a token request is gated as it signs in. */
    planGranted: boolean;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in user whose current workspace's plan grants access. */
    requireAccess(request: FastifyRequest): Promise<void>;
    /** preHandler: the admin role. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** The gate verdict for the current workspace: its owner's subscription, admins bypass. */
    workspaceAccess(auth: AuthContext): Promise<AccessVerdict & { subscription: SubscriptionRow | null }>;
    /**
     * workspaceAccess for the request's own workspace, from the subscription read with its session when
     * that is the same owner's (no second query), else read now.
     */
    requestAccess(request: FastifyRequest): Promise<AccessVerdict & { subscription: SubscriptionRow | null }>;
    /**
     * The session `token` names, with its workspace owner's subscription when read with it, from the
     * process's cache under the access version (authentication/session-cache.ts); null for none.
     */
    signedIn(token: string): Promise<SignedIn | null>;
    setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
    clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

const ROLE_RANK: Record<MemberRole, number> = { viewer: 0, editor: 1, owner: 2 };

/** The request's session (if any) must hold at least this role in its current workspace. */
export function hasRole(auth: AuthContext, role: MemberRole): boolean {
  return ROLE_RANK[auth.workspace.role] >= ROLE_RANK[role];
}

export function requireRole(auth: AuthContext | null, role: MemberRole): AuthContext {
  if (!auth) throw unauthorized();
  if (!hasRole(auth, role)) {
    throw forbidden(
      role === 'owner' ? 'Only the workspace owner can do that.' : 'Viewers cannot make changes.',
    );
  }
  return auth;
}

/** Resolves the session cookie to a user and their current workspace on every request. */
export default fp(async function auth(app: FastifyInstance) {
  const { repos } = app;
  const isSecure = (request: FastifyRequest) => usesSecureCookies(app.config.PUBLIC_URL, request.protocol);
  const ttlMs = app.config.SESSION_TTL_HOURS * 60 * 60 * 1000;
  const sessions = createSessionCache<SignedIn>(app);

  app.decorateRequest('session', null);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('sessionPlan', undefined);
  app.decorateRequest('planGranted', false);

  app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const secure = isSecure(request);
    reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.floor(ttlMs / 1000),
    });
  });
  app.decorate('clearSessionCookie', (request: FastifyRequest, reply: FastifyReply) => {
    const secure = isSecure(request);
    reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  });

  app.decorate('signedIn', (token: string) =>
    sessions.resolve(token, async () => {
      const found = await resolveSignedIn(app, token);
      return found && { value: found, expiresAt: found.expiresAt };
    }),
  );

  app.addHook('onRequest', async (request) => {
    // A bearer request is authenticated by its token alone (see requireSignIn), never by a cookie.
    const credentials = credentialsOf(request.headers.authorization, request.cookies, isSecure(request));
    if (credentials.kind !== 'session') return;
    const signedIn = await app.signedIn(credentials.token);
    request.session = signedIn?.context ?? null;
    request.sessionPlan = signedIn?.plan;
  });

  app.decorate('workspaceAccess', async (context: AuthContext) => {
    const subscription = await repos.subscriptions.find(context.workspace.ownerId);
    return { ...accessVerdict(subscription, context.user.role, app.clock.now()), subscription };
  });

  app.decorate('requestAccess', async (request: FastifyRequest) => {
    const plan = request.sessionPlan;
    if (plan && request.auth === request.session && plan.ownerId === request.auth.workspace.ownerId) {
      const { subscription } = plan;
      return { ...accessVerdict(subscription, request.auth.user.role, app.clock.now()), subscription };
    }
    return app.workspaceAccess(request.auth);
  });

  // Checked once per request: an API token's plan is checked as it signs in, and its route's folder asks
  // again (each read the subscription before).
  app.decorate('requireAccess', async (request: FastifyRequest) => {
    if (request.planGranted) return;
    const verdict = await app.requestAccess(request);
    if (!verdict.access) {
      throw new HttpError(
        402,
        'Your trial or subscription has ended. Purchase the Vision Plan to keep working.',
      );
    }
    request.planGranted = true;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.auth.user.role !== 'admin') throw forbidden();
  });
});

/**
 * The onRequest hook of the API tree, made with the app's token check (routes/api.ts): every route needs
 * a session except those its folder marks `public` (routes/route-access.ts); a route outside any folder is
 * not public, so it needs one too. A request with `Authorization: Bearer` is authenticated by that API
 * token alone, and only on routes that accept tokens (`config.credentials`, see tokens/token-auth.ts);
 * public routes refuse it too. It runs before the body is read.
 */
export function requireSignIn({ authenticateApiToken }: Pick<FastifyInstance, 'authenticateApiToken'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerSecret(request.headers.authorization) !== undefined) {
      request.auth = await authenticateApiToken(request, reply);
      return;
    }
    if (request.session) {
      request.auth = request.session;
      return;
    }
    if (request.routeOptions.config.access !== 'public') throw unauthorized();
  };
}

/** What resolving a session takes. */
export type SessionReader = Pick<FastifyInstance, 'repos' | 'clock' | 'accessVersion'>;

/** The session's user and current workspace; falls back to the user's own workspace when the current one is gone. */
export async function resolveSession(deps: SessionReader, token: string): Promise<AuthContext | null> {
  return (await resolveSignedIn(deps, token))?.context ?? null;
}

export interface SignedIn {
  context: AuthContext;
  plan: FastifyRequest['sessionPlan'];
  expiresAt: Date;
}

/**
 * resolveSession, with the current workspace owner's subscription when it came in the same statement
 * (the common case: one round trip for session, user, membership and plan).
 */
async function resolveSignedIn(
  { repos, clock, accessVersion }: SessionReader,
  token: string,
): Promise<SignedIn | null> {
  const found = await repos.sessions.findSignedIn(token, clock.now());
  if (!found) return null;
  const { user, expiresAt } = found;
  if (found.membership) {
    const plan = { ownerId: found.membership.ownerId, subscription: found.subscription };
    return { context: { user, token, workspace: found.membership }, plan, expiresAt };
  }
  const workspace = (await repos.workspaces.listForUser(user.id))[0] ?? null;
  if (!workspace) return null;
  await repos.users.setCurrentWorkspace(user.id, workspace.workspaceId);
  await accessVersion.sync();
  return { context: { user, token, workspace }, plan: undefined, expiresAt };
}
