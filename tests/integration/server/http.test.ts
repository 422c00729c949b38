import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('GET /health', () => {
  it('reports the database in use', async () => {
    const response = await createHttpClient(app.url).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('every answer', () => {
  it('carries the security headers and a request id', async () => {
    const response = await createHttpClient(app.url).get('/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('carries them on refusals and unknown addresses too', async () => {
    const client = createHttpClient(app.url, { origin: 'https://elsewhere.example' });
    for (const response of [await client.get('/api/no-such-route'), await client.post('/api/mindmaps', {})]) {
      expect([403, 404]).toContain(response.status);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 under every API prefix without echoing the path', async () => {
    const client = createHttpClient(app.url);
    for (const path of ['/api/nope', '/.netlify/functions/nope', '/.netlify/functions/api/nope']) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Not found' });
    }
  });
});

describe('state-changing requests', () => {
  it('are refused when another site sends them', async () => {
    const foreign = createHttpClient(app.url, { origin: 'https://evil.example' });
    const response = await foreign.post('/api/anything', {});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Cross-origin request refused' });
  });
});

describe('GET /docs/api/json', () => {
  it('serves the OpenAPI document', async () => {
    const response = await createHttpClient(app.url).get<{ openapi: string; paths: object }>(
      '/docs/api/json',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/health');
  });
});
