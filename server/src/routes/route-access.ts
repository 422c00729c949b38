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
    /**
     * The route's access class (see AccessClass). A route declares it beside its handler only where it
     * differs from its folder's; the folder then sets it on every route it registers.
     */
    access?: AccessClass;
    /**
     * Declared by a route that lets other people into a workspace or acts for the account, which whoever
     * registered an address before its owner must not do (inviting, changing a role, creating API tokens):
     * the caller's address must be verified (else 403), whatever the class. See docs/decisions.md.
     */
    verifiedAddress?: boolean;
  }
}

/**
 * The largest body a public route reads: its forms hold an address, a password and a token or two.
 * Anyone can call these routes, so a larger body is refused (413) before it is read, let alone parsed; a
 * route that needs more says so with its own `bodyLimit` (Stripe's signed webhook).
 */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : ([] as T[]).concat(value);

/** The routes a folder classed: api.ts refuses to start with any other. */
const classed = new WeakSet<RouteOptions>();

/** Whether a folder classed this route (and so added its guards). */
export function classedByFolder(route: RouteOptions): boolean {
  return classed.has(route);
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
  app: Pick<FastifyInstance, 'requireAccess' | 'requireAdmin'>,
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
 * folder), which a route overrides by declaring its own (`config: { access }`) beside its handler. The
 * plan gate and the role are hooks of the folder that run before the body is validated and before any
 * preHandler of the route's own (rate limits, kept answers), so that a handler never checks access
 * itself, a caller without access learns nothing from validation, and a route added to the folder is
 * guarded without saying so. Sign-in is the API tree's (requireSignIn), which lets through only the
 * routes this marks `public`.
 */
export function routeFolder(folder: AccessClass, entries: FolderEntry[]): FastifyPluginAsync {
  return async function folderRoutes(app) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access ?? folder;
      const verifiedAddress = route.config?.verifiedAddress === true;
      route.config = {
        ...route.config,
        access,
        verifiedAddress,
        credentials: route.config?.credentials ?? (access === 'content' ? 'session-or-token' : 'session'),
      };
      if (access === 'public') route.bodyLimit ??= PUBLIC_BODY_LIMIT;
      route.preValidation = [...guardsOf(app, access, verifiedAddress), ...asArray(route.preValidation)];
      classed.add(route);
    });
    for (const entry of entries) {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry, {}];
      await app.register(plugin, options);
    }
  };
}
