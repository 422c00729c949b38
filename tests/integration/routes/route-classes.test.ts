import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_NOT_ACCEPTED, TOKEN_READ_ONLY } from '@server/plugins/app/authentication/token-auth';
import { verifyToShare } from '@shared/api/verification';
import { FN, signUp, signUpVerified, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { createToken } from '../../helpers/tokens';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Every operation of the API document, called by a visitor, a viewer, an editor, the owner, a member
 * whose plan has lapsed, the owner of a workspace whose address is not verified and a read-only API
 * token, answers as the access class the document declares for it (`x-access`: its folder's class, or
 * the one the route declares beside its handler) and as its need of a verified address
 * (`x-verified-address`). Requests carry an empty body and made-up ids: access
 * is decided before the input is read, so a caller who may not call a route is refused whatever they send,
 * and a caller who may gets past the checks to the route's own answer (a 400, a 404 or a success).
 */

type AccessClass = 'content' | 'public' | 'account' | 'session' | 'owner' | 'admin';
type Actor = 'visitor' | 'viewer' | 'editor' | 'owner' | 'lapsed' | 'unverified' | 'read token';

const SOME_ID = '3f1c7a52-9d4e-4b8a-a6f0-2c5e8d9b1a47';
const LAPSED = 'Your trial or subscription has ended. Purchase the Vision Plan to keep working.';
const VIEWERS = 'Viewers cannot make changes.';
const OWNERS = 'Only the workspace owner can do that.';
const UNVERIFIED_EMAIL = uniqueEmail('unverified');
const VERIFY = verifyToShare(UNVERIFIED_EMAIL);

/** The refusals the access checks give; anything else is the route's own answer. */
const REFUSALS: Array<[number, string | null]> = [
  [401, null],
  [402, LAPSED],
  [403, VIEWERS],
  [403, OWNERS],
  [403, 'Forbidden'],
  [403, TOKEN_NOT_ACCEPTED],
  [403, TOKEN_READ_ONLY],
  [403, VERIFY],
];

/**
 * The routes outside the default `content` class, by class. Each route declares its class beside its
 * handler (or its folder does: admin/, tokens/, billing/): a route that loses its declaration would fall
 * back to its folder's class, and this list says so.
 */
const EXCEPTIONS: Record<Exclude<AccessClass, 'content'>, string[]> = {
  public: [
    'GET /api/billing/mode',
    'GET /api/getCheckoutSession',
    'GET /api/invitations/preview',
    'GET /api/me',
    'POST /api/billing/test-checkout',
    'POST /api/createCheckoutSession',
    'POST /api/forgot-password',
    'POST /api/login',
    'POST /api/logout',
    'POST /api/purchase-register',
    'POST /api/purchase-sign-in',
    'POST /api/register',
    'POST /api/reset-password',
    'POST /api/stripe/webhook',
    'POST /api/verify-email',
  ],
  account: [
    'DELETE /api/me',
    'DELETE /api/team-members/{userId}',
    'DELETE /api/tokens/ended',
    'DELETE /api/tokens/{id}',
    'GET /api/billing',
    'GET /api/billing/invoices',
    'GET /api/billing/invoices/{id}/download',
    'GET /api/exports/me',
    'GET /api/me/deletion',
    'GET /api/tokens',
    'GET /api/tokens/ended',
    'PATCH /api/me',
    'POST /api/billing/cancel',
    'POST /api/billing/portal',
    'POST /api/billing/resume',
    'POST /api/cancelSubscription',
    'POST /api/invitations/accept',
    'POST /api/me/cancel-deletion',
    'POST /api/notifications/read',
    'POST /api/resend-verification',
    'POST /api/tokens',
    'POST /api/workspaces/current',
  ],
  session: [
    'GET /api/events',
    'GET /api/notifications',
    'GET /api/team-members',
    'GET /api/usage',
    'GET /api/user-status',
    'GET /api/workspaces',
  ],
  owner: [
    'DELETE /api/invitations/{id}',
    'DELETE /api/webhooks/{id}',
    'DELETE /api/workspaces/{id}',
    'GET /api/exports/workspace',
    'GET /api/invitations',
    'GET /api/webhooks',
    'GET /api/webhooks/{id}/deliveries',
    'GET /api/workspaces/{id}/deletion',
    'PATCH /api/team-members/{userId}',
    'PATCH /api/webhooks/{id}',
    'POST /api/invitations',
    'POST /api/webhooks',
    'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    'POST /api/webhooks/{id}/roll-secret',
    'POST /api/webhooks/{id}/test',
    'POST /api/workspaces/{id}/cancel-deletion',
  ],
  admin: ['GET /api/analytics', 'GET /api/payments', 'GET /api/payments/{id}', 'GET /api/users'],
};

/** End the caller's plan or session: called last and in this order, so that they disturb no other call. */
const LAST = ['POST /api/billing/cancel', 'POST /api/cancelSubscription', 'POST /api/logout'];
const order = ({ method, path }: Operation) => LAST.indexOf(`${method} ${path}`);

interface Operation {
  method: string;
  path: string;
  access: AccessClass;
  tokens: boolean;
  verifiedAddress: boolean;
}

const read = (method: string) => method === 'GET';

/** What the access checks answer `actor` on `operation`: a refusal (status and message), or null to pass. */
function expected(
  actor: Actor,
  { method, path, access, tokens, verifiedAddress }: Operation,
): [number, string | null] | null {
  if (actor === 'unverified' && verifiedAddress) return [403, VERIFY];
  if (actor === 'read token') {
    if (!tokens) return [403, TOKEN_NOT_ACCEPTED];
    return read(method) ? null : [403, TOKEN_READ_ONLY];
  }
  if (access === 'public') return null;
  if (actor === 'visitor') return [401, null];
  if (access === 'admin') return [403, 'Forbidden'];
  if (access === 'owner') return ['owner', 'lapsed', 'unverified'].includes(actor) ? null : [403, OWNERS];
  // "The owner, or the member themself" is the teams service's rule: removing someone else is the owner's.
  if (
    `${method} ${path}` === 'DELETE /api/team-members/{userId}' &&
    (actor === 'viewer' || actor === 'editor')
  )
    return [403, OWNERS];
  if (access !== 'content') return null;
  if (actor === 'lapsed') return [402, LAPSED];
  return actor === 'viewer' && !read(method) ? [403, VIEWERS] : null;
}

function refusalOf(response: { status: number; body: unknown }): [number, string | null] | null {
  const message = (response.body as { error?: unknown } | undefined)?.error ?? null;
  const found = REFUSALS.find(
    ([status, text]) => status === response.status && (text === null || text === message),
  );
  return found ?? null;
}

let app: TestApp;
let operations: Operation[];
/** The headers each actor sends: a session cookie with the app's Origin, a bearer token, or nothing. */
const credentials = new Map<Actor, Record<string, string>>();

async function call(actor: Actor, method: string, url: string) {
  const headers: Record<string, string> = { ...credentials.get(actor) };
  if (!read(method)) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(url, app.url), {
    method,
    headers,
    body: read(method) ? undefined : '{}',
    signal: AbortSignal.timeout(10_000),
  });
  // An event stream answers with its headers and stays open: its status is the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text };
}

function sessionOf(client: HttpClient): Record<string, string> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, origin: new URL(app.url).origin };
}

beforeAll(async () => {
  app = await startTestApp();
  const document = (await createHttpClient(app.url).get('/docs/api/json')).body as {
    paths: Record<
      string,
      Record<string, { 'x-access'?: AccessClass; 'x-verified-address'?: boolean; security?: object[] }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(([, operation]) => operation['x-access'])
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access']!,
        tokens: (operation.security ?? []).some((scheme) => 'apiToken' in scheme),
        verifiedAddress: operation['x-verified-address'] === true,
      })),
  );

  const owner = await signUp(app.url);
  const viewer = await signUp(app.url);
  const editor = await signUp(app.url);
  const workspaceId = await joinWorkspace(owner, viewer, 'viewer');
  await joinWorkspace(owner, editor, 'editor');
  const lapsed = await signUpVerified(app.url);
  const unverified = await signUp(app.url, UNVERIFIED_EMAIL);
  const lapsedId = (await lapsed.get(`${FN}/me`)).body.user.sub as string;
  await app.app.database.db
    .updateTable('subscriptions')
    .set({ status: 'expired', paid_thru_date: null })
    .where('user_id', '=', lapsedId)
    .execute();
  const token = await createToken(owner, { workspaceId, scope: 'read' });
  credentials.set('visitor', { origin: new URL(app.url).origin });
  credentials.set('viewer', sessionOf(viewer));
  credentials.set('editor', sessionOf(editor));
  credentials.set('owner', sessionOf(owner));
  credentials.set('lapsed', sessionOf(lapsed));
  credentials.set('unverified', sessionOf(unverified));
  credentials.set('read token', { authorization: `Bearer ${token.secret}` });
});
afterAll(() => app?.close());

describe('the access class of every operation', () => {
  it('is declared in the API document, with tokens taken by content routes', () => {
    expect(operations.length).toBeGreaterThan(60);
    const classes = new Set(operations.map((operation) => operation.access));
    expect([...classes].sort()).toEqual(['account', 'admin', 'content', 'owner', 'public', 'session']);
    const tokenRoutes = operations.filter((operation) => operation.tokens && operation.access !== 'content');
    expect(tokenRoutes.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/usage']);
  });

  it('gives each route that is not a content route the class it declares, and every other route content', () => {
    const declared = Object.fromEntries(
      (['public', 'account', 'session', 'owner', 'admin'] as const).map((access) => [
        access,
        operations
          .filter((operation) => operation.access === access)
          .map(({ method, path }) => `${method} ${path}`)
          .sort(),
      ]),
    );
    expect(declared).toEqual(EXCEPTIONS);
  });

  it('needs a verified address to invite, change roles or create API tokens', () => {
    const routes = operations.filter((operation) => operation.verifiedAddress);
    expect(routes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'PATCH /api/team-members/{userId}',
      'POST /api/invitations',
      'POST /api/tokens',
    ]);
  });

  it.each<Actor>(['visitor', 'viewer', 'editor', 'owner', 'lapsed', 'unverified', 'read token'])(
    'decides what a %s may call',
    async (actor) => {
      const ordered = [...operations].sort((a, b) => order(a) - order(b));
      const wrong: string[] = [];
      for (const operation of ordered) {
        const url = operation.path.replace(/\{[^}]+\}/g, SOME_ID);
        const response = await call(actor, operation.method, url);
        const want = expected(actor, operation);
        const got = refusalOf(response);
        if (JSON.stringify(want) !== JSON.stringify(got)) {
          wrong.push(
            `${operation.method} ${operation.path} (${operation.access}): expected ${want ? want.join(' ') : 'to pass'}, got ${response.status} ${JSON.stringify(response.body).slice(0, 100)}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
