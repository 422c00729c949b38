import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchApiDocument, type ApiDocument } from '../../helpers/api-document';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
let document: ApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  document = await fetchApiDocument(app.url);
});
afterAll(() => app?.close());

/** Every "METHOD /path" the app serves under /api and /health, from Fastify's own route tree. */
function registeredRoutes(): string[] {
  const tree = app.app.printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /([/][^\s]*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const [, path, methods] = match;
    if (!path!.startsWith('/api/') && path !== '/health') continue;
    for (const method of methods!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routes.push(`${method} ${path!.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('GET /docs/api/json', () => {
  it('lists every registered route', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('names the auth schemes of every operation and documents its error answers with their body', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!Array.isArray(operation.security)) problems.push(`${name}: no security`);
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((status) => status.startsWith('2'))) problems.push(`${name}: no success answer`);
        if (!statuses.includes('500')) problems.push(`${name}: no 500`);
        if (operation.security?.length && !statuses.includes('401')) problems.push(`${name}: no 401`);
        for (const status of statuses.filter((code) => Number(code) >= 400)) {
          const schema = operation.responses![status]!.content?.['application/json']?.schema as
            { properties?: Record<string, unknown>; example?: unknown } | undefined;
          // /health answers load balancers with its own shape; the REST API answers errors as { error }.
          if (path.startsWith('/api/') && !schema?.properties?.error) {
            problems.push(`${name} ${status}: no { error } body`);
          }
          if (!schema?.example) problems.push(`${name} ${status}: no example`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers API tokens on content routes only, and documents both schemes', async () => {
    const raw = (await (await fetch(new URL('/docs/api/json', app.url))).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
    };
    expect(raw.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    const tokenOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.some((scheme) => 'apiToken' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tokenOperations).toContain('GET /api/mindmaps');
    expect(tokenOperations).toContain('POST /api/nodes');
    const content =
      /^\w+ \/api\/(mindmaps|mapid|update\/mindmap|nodes?|todo|todos|todoid|boards|kanban|cards|comments|usage|send-todo|ai-)/;
    expect(tokenOperations.filter((operation) => !content.test(operation))).toEqual([]);
  });
});
