import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MOUNTS } from '@server/app';
import { createHttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * What a visitor may call without a session: /health and the REST routes that declare themselves public
 * beside their handlers (`x-access: public` in the API document). The list is written out here, so that a
 * route declared public by mistake, or one that lost its declaration, fails; every other operation of the
 * document must answer 401.
 */
const PUBLIC_ROUTES = [
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  // A visitor's page asks who is signed in: the answer "nobody" is not an error.
  'GET /api/me',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'GET /api/invitations/preview',
  'GET /api/billing/mode',
  'POST /api/purchase-register',
  'POST /api/createCheckoutSession',
  'GET /api/getCheckoutSession',
  'POST /api/billing/test-checkout',
  'POST /api/purchase-sign-in',
  'POST /api/stripe/webhook',
];
const PUBLIC_OPERATIONS = new Set(['GET /health', 'GET /health/ready', ...PUBLIC_ROUTES]);

const SOME_ID = '3f1c7a52-9d4e-4b8a-a6f0-2c5e8d9b1a47';

interface ApiDocument {
  paths: Record<string, Record<string, { 'x-access'?: string }>>;
}

let app: TestApp;
let operations: Array<{ method: string; path: string; access?: string }>;

beforeAll(async () => {
  app = await startTestApp();
  const document = (await createHttpClient(app.url).get<ApiDocument>('/docs/api/json')).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, access: operation['x-access'] })),
  );
});
afterAll(() => app?.close());

describe('sign-in is required by default', () => {
  it('keeps the public list short: the routes that declare themselves public are the ones listed', () => {
    const listed = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    for (const operation of PUBLIC_OPERATIONS) expect(listed).toContain(operation);
    const declared = operations
      .filter(({ access }) => access === 'public')
      .map(({ method, path }) => `${method} ${path}`);
    expect(declared.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to a visitor on every other operation, under every mount', async () => {
    const visitor = createHttpClient(app.url);
    const guarded = operations.filter(({ method, path }) => !PUBLIC_OPERATIONS.has(`${method} ${path}`));
    expect(guarded.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const { method, path } of guarded) {
      const concrete = path.replace(/\{[^}]+\}/g, SOME_ID);
      const mounts = concrete.startsWith('/api/')
        ? API_MOUNTS.map((mount) => concrete.replace(/^\/api/, mount))
        : [concrete];
      for (const url of mounts) {
        const response = await visitor.request(method, url, method === 'GET' ? undefined : {});
        answers.push(`${method} ${url} → ${response.status}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('keeps the public auth routes open to visitors', async () => {
    const visitor = createHttpClient(app.url);
    expect((await visitor.get('/health')).status).toBe(200);
    expect((await visitor.post('/api/forgot-password', { email: 'nobody@example.com' })).status).toBe(200);
    expect((await visitor.post('/api/logout')).status).toBe(200);
    expect(await visitor.get('/api/me')).toMatchObject({ status: 200, body: { user: null } });
    expect((await visitor.get('/docs/api/json')).status).toBe(200);
  });
});
