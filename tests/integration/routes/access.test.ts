import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MOUNTS } from '@server/app';
import { PUBLIC_ROUTES } from '@server/routes/route-access';
import { createHttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * What a visitor may call without a session: /health and the REST routes on the server's one public list
 * (under /api in the API document). Every other operation of the document must answer 401.
 */
const PUBLIC_OPERATIONS = new Set([
  'GET /health',
  'GET /health/ready',
  ...[...PUBLIC_ROUTES].map((route) => route.replace(' /', ' /api/')),
]);

const SOME_ID = '3f1c7a52-9d4e-4b8a-a6f0-2c5e8d9b1a47';

interface ApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

let app: TestApp;
let operations: Array<{ method: string; path: string }>;

beforeAll(async () => {
  app = await startTestApp();
  const document = (await createHttpClient(app.url).get<ApiDocument>('/docs/api/json')).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => app?.close());

describe('sign-in is required by default', () => {
  it('keeps the public list short and every entry on it a real operation', () => {
    const listed = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    for (const operation of PUBLIC_OPERATIONS) expect(listed).toContain(operation);
    for (const route of ['POST /register', 'POST /login', 'POST /forgot-password', 'POST /verify-email'])
      expect(PUBLIC_ROUTES).toContain(route);
    for (const route of ['PATCH /me', 'GET /users', 'GET /mindmaps', 'POST /invitations'])
      expect(PUBLIC_ROUTES).not.toContain(route);
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
