import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes, SCHEMA_FILE } from '../../helpers/api-client/generate';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('tests/helpers/api-client/schema.d.ts', () => {
  it('is what openapi-typescript makes of the served document (run `npm run api:types` after a route change)', async () => {
    const served = await (await fetch(new URL('/docs/api/json', app.url))).json();
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(await apiTypes(served));
  });
});
