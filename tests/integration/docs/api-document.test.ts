import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { startDocumentedApp, type ApiDocument } from '../../helpers/api-document';
import type { TestApp } from '../../helpers/test-app';

let app: TestApp;
let document: ApiDocument;
beforeAll(async () => ({ app, document } = await startDocumentedApp()));
afterAll(() => app?.close());

/** Every "METHOD /path" the app serves under /api and /health, from Fastify's own route tree. */
/** Every operation of the document as "METHOD /path" with its operation. */
function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      // The path under the /api mount, parameters as Fastify writes them.
      key: `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '').replace(/\{(\w+)\}/g, ':$1')}`,
      operation: operation as typeof operation & {
        operationId?: string;
        summary?: string;
        description?: string;
        tags?: string[];
        'x-token-scope'?: string;
      },
    })),
  );
}

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
      /^\w+ \/api\/(mindmaps|mapid|update\/mindmap|nodes?|todo|todos|todoid|boards|kanban|cards|comments|usage|send-todo|ai-|documents\/|imports|exports\/|search$)/;
    expect(tokenOperations.filter((operation) => !content.test(operation))).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a one-line summary, a description and one tag', async () => {
    const raw = (await (await fetch(new URL('/docs/api/json', app.url))).json()) as {
      tags: Array<{ name: string; description: string }>;
    };
    const tags = new Set(raw.tags.map((tag) => tag.name));
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { name, operation } of operations()) {
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${name}: operationId ${id}`);
      else if (ids.has(id)) problems.push(`${name}: operationId ${id} is also ${ids.get(id)}`);
      else ids.set(id, name);
      if (!operation.summary || operation.summary.includes('\n')) problems.push(`${name}: summary`);
      if (!operation.description) problems.push(`${name}: description`);
      if (operation.tags?.length !== 1 || !tags.has(operation.tags[0]!)) problems.push(`${name}: tags`);
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(80);
    expect(ids.get('listMindmaps')).toBe('GET /api/mindmaps');
    expect(ids.get('moveCard')).toBe('PATCH /api/kanban/cards/{id}/move');
  });

  it("takes each operation's reference text from its route, and its tag from the route's schema", () => {
    const byKey = new Map(operations().map(({ key, operation }) => [key, operation]));
    expect(byKey.get('POST /mindmaps')).toMatchObject({
      operationId: 'createMindmap',
      summary: 'Create a mind map',
      tags: ['mind maps'],
    });
    expect(byKey.get('POST /kanban/columns')?.operationId).toBe('createColumn');
    expect(byKey.get('GET /health')?.tags).toEqual(['system']);
    expect(byKey.size).toBe(operations().length);
  });

  it('names the token scope of every operation that takes a token', () => {
    for (const { name, operation } of operations()) {
      const takesToken = operation.security?.some((scheme) => 'apiToken' in scheme) ?? false;
      const scope = takesToken ? (name.startsWith('GET ') ? 'read' : 'read-write') : undefined;
      expect(operation['x-token-scope'], name).toBe(scope);
      if (scope) expect(operation.description, name).toContain('API token');
    }
  });

  it('documents the conflicts an operation can answer with 409', () => {
    const conflicts = operations()
      .filter(({ operation }) => operation.responses?.['409'])
      .map(({ name }) => name);
    expect(conflicts).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/mindmaps',
        'POST /api/tokens',
        'POST /api/kanban/columns',
        'PATCH /api/kanban/cards/{id}/move',
      ]),
    );
    expect(conflicts).not.toContain('GET /api/mindmaps');
  });

  it('lists each path once, under /api, and names the alias prefixes once', async () => {
    const raw = (await (await fetch(new URL('/docs/api/json', app.url))).json()) as {
      'x-alias-prefixes': string[];
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/.netlify'))).toEqual([]);
    expect(raw['x-alias-prefixes']).toEqual(['/.netlify/functions', '/.netlify/functions/api']);
  });

  it('is a valid OpenAPI 3 document', async () => {
    const raw = await (await fetch(new URL('/docs/api/json', app.url))).json();
    const result = await validate(raw);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });
});
