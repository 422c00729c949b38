import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { hasRole } from '../plugins/app/authentication/auth';
import type { MemberRole } from '../db/schema';
import { forbidden } from '../http-errors';
import { verifyToShare } from '@shared/api/verification';

/**
 * Who may call a REST route, decided once for every route before any handler runs:
 * - `content` (the default of a resource folder): a signed-in session or an API token, a plan that grants
 *   access, and the role by method: reads need a viewer, writes an editor.
 * - `public`: anyone; a session, when there is one, is read but not required.
 * - `account`: a signed-in session, whatever the workspace role or plan (the user's own things).
 * - `session`: a signed-in session reading its current workspace whatever the plan (status, members).
 * - `owner`: a signed-in session of the workspace's owner, whatever the plan.
 * - `admin`: a signed-in session of an admin.
 * Only `content` routes take API tokens, unless a route says so itself (`config: TOKEN_ROUTE`).
 */
export type AccessClass = 'content' | 'public' | 'account' | 'session' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from the route's folder and the lists below when the route is registered; see AccessClass. */
    access?: AccessClass;
    /** Set for the routes of VERIFIED_ADDRESS_ROUTES: the caller's address must be verified (else 403). */
    verifiedAddress?: boolean;
  }
}

/** "METHOD /path" under each API mount (HEAD counts as GET). */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** The routes anyone may call. */
export const PUBLIC_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /register',
  'POST /login',
  'POST /logout',
  // A visitor's page asks who is signed in: the answer "nobody" is not an error.
  'GET /me',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /verify-email',
  'GET /invitations/preview',
  'GET /billing/mode',
  'POST /purchase-register',
  'POST /createCheckoutSession',
  'GET /getCheckoutSession',
  'POST /billing/test-checkout',
  'POST /purchase-sign-in',
  'POST /stripe/webhook',
]);

/**
 * The largest body a public route reads: its forms hold an address, a password and a token or two.
 * Anyone can call these routes, so a larger body is refused (413) before it is read, let alone parsed; a
 * route that needs more says so with its own `bodyLimit` (Stripe's signed webhook).
 */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

/** The signed-in user's own things: no workspace role and no plan needed. */
export const ACCOUNT_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'PATCH /me',
  'POST /resend-verification',
  'POST /notifications/read',
  'POST /workspaces/current',
  'POST /invitations/accept',
  'GET /tokens',
  'POST /tokens',
  'DELETE /tokens/:id',
  'GET /tokens/ended',
  'DELETE /tokens/ended',
  'GET /billing',
  'GET /billing/invoices',
  'GET /billing/invoices/:id/download',
  'POST /billing/portal',
  'POST /billing/cancel',
  'POST /billing/resume',
  'POST /cancelSubscription',
  // Removing a member is the owner's, leaving is the member's own: the teams service tells them apart.
  'DELETE /team-members/:userId',
]);

/** Reads of the current workspace that any member makes whatever the plan (a lapsed plan must show). */
export const SESSION_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'GET /user-status',
  // Also taken with a token (config: TOKEN_ROUTE): a token's plan is checked as it is authenticated.
  'GET /usage',
  'GET /workspaces',
  'GET /team-members',
  'GET /notifications',
  'GET /events',
]);

/** The workspace owner's routes. */
export const OWNER_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'PATCH /team-members/:userId',
  'GET /invitations',
  'POST /invitations',
  'DELETE /invitations/:id',
]);

/**
 * Routes that let other people into a workspace or act for the account, which whoever registered an
 * address before its owner must not do: inviting, changing a role (handing over ownership is one) and
 * creating API tokens need a verified address, whatever the class. See docs/decisions.md.
 */
export const VERIFIED_ADDRESS_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /invitations',
  'PATCH /team-members/:userId',
  'POST /tokens',
]);

const LISTS: Array<[ReadonlySet<string>, AccessClass]> = [
  [PUBLIC_ROUTES, 'public'],
  [ACCOUNT_ROUTES, 'account'],
  [SESSION_ROUTES, 'session'],
  [OWNER_ROUTES, 'owner'],
];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : ([] as T[]).concat(value);

const routeKey = (method: string, path: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${path}` as RouteKey;

/** The class of a route: the list that names it, else its folder's. */
export function accessClassOf(method: string, path: string, folder: AccessClass): AccessClass {
  const key = routeKey(method, path);
  return LISTS.find(([routes]) => routes.has(key))?.[1] ?? folder;
}

function requireVerifiedAddress(request: FastifyRequest) {
  const { user } = request.auth;
  if (!user.email_verified) throw forbidden(verifyToShare(user.email));
}

/** The role a content route needs for a request of this method. */
export function contentRole(method: string): MemberRole {
  return READ_METHODS.has(method) ? 'viewer' : 'editor';
}

function requireMemberRole(role: MemberRole) {
  const refusal = role === 'owner' ? 'Only the workspace owner can do that.' : 'Viewers cannot make changes.';
  return (request: FastifyRequest) => {
    if (!hasRole(request.auth, role)) throw forbidden(refusal);
  };
}

/**
 * The checks each class adds after sign-in (which every class but `public` needs: see requireSignIn), then
 * the verified address when the route needs one.
 */
function guardsOf(
  app: FastifyInstance,
  access: AccessClass,
  verifiedAddress: boolean,
): preValidationHookHandler[] {
  const hooks: Array<(request: FastifyRequest) => void | Promise<void>> = [];
  if (access === 'content') {
    const editor = requireMemberRole('editor');
    hooks.push(app.requireAccess, (request) => {
      if (contentRole(request.method) === 'editor') editor(request);
    });
  }
  if (access === 'owner') hooks.push(requireMemberRole('owner'));
  if (access === 'admin') hooks.push(app.requireAdmin);
  if (verifiedAddress) hooks.push(requireVerifiedAddress);
  return hooks.map(
    (check) => async (request: FastifyRequest) => check(request),
  ) as preValidationHookHandler[];
}

/** A route plugin of a folder, with the options it is registered with (a prefix). */
type FolderEntry = FastifyPluginAsync | [FastifyPluginAsync, { prefix: string }];

/**
 * A folder of routes: registers its route plugins under one access class (`content` for a resource
 * folder), which the lists above override route by route. The plan gate and the role are hooks of the
 * folder that run before the body is validated and before any preHandler of the route's own (rate limits,
 * kept answers), so that a handler never checks access itself, a caller without access learns nothing
 * from validation, and a route added to the folder is guarded without saying so. Sign-in is the API
 * tree's (requireSignIn), which lets through only the routes this marks `public`.
 */
export function routeFolder(folder: AccessClass, entries: FolderEntry[]): FastifyPluginAsync {
  return async function folderRoutes(app) {
    const mount = app.prefix;
    app.addHook('onRoute', (route: RouteOptions) => {
      const method = asArray(route.method)[0]!;
      const path = route.url.slice(mount.length);
      const access = accessClassOf(method, path, folder);
      const verifiedAddress = VERIFIED_ADDRESS_ROUTES.has(routeKey(method, path));
      route.config = {
        ...route.config,
        access,
        verifiedAddress,
        credentials: route.config?.credentials ?? (access === 'content' ? 'session-or-token' : 'session'),
      };
      if (access === 'public') route.bodyLimit ??= PUBLIC_BODY_LIMIT;
      route.preValidation = [...guardsOf(app, access, verifiedAddress), ...asArray(route.preValidation)];
    });
    for (const entry of entries) {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry, {}];
      await app.register(plugin, options);
    }
  };
}
