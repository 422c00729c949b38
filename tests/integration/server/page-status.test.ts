import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@shared/page-paths';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const INDEX = '<!doctype html><title>Mindlane</title><div id="root"></div>';
let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mindlane-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  app = await startTestApp({ env: { CLIENT_DIST_DIR: dist } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function page(address: string) {
  const response = await fetch(`${app.url}${address}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('pages served by the server', () => {
  it('answers every client route with the app and 200, parameters filled in', async () => {
    for (const pattern of Object.values(PAGE_PATHS)) {
      const address = pattern.replace(/:\w+/g, '2b1f7c9e-5d4a-4e7b-9c1d-0a2b3c4d5e6f');
      expect(await page(`${address}?tab=x`), address).toMatchObject({ status: 200, body: INDEX });
    }
    // As the router matches them: any case, a trailing slash; and the service worker's fallback page.
    for (const address of ['/About/', '/maps/ANY-id', '/index.html']) {
      expect((await page(address)).status, address).toBe(200);
    }
  });

  it('answers an address no client route knows with the same app page (its 404 page) and 404', async () => {
    for (const address of ['/nope', '/maps', '/maps/a/b', '/admin', '/dashboard/x', '/favicon.ico']) {
      const answer = await page(address);
      expect(answer, address).toMatchObject({ status: 404, body: INDEX });
      expect(answer.type).toMatch(/^text\/html/);
    }
    expect(await page('/api/nope')).toMatchObject({ status: 404, type: expect.stringMatching(/json/) });
  });
});

describe('source maps', () => {
  it('are served while developing and not in production', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'mindlane-dist-'));
    fs.writeFileSync(path.join(build, 'index.html'), INDEX);
    fs.mkdirSync(path.join(build, 'assets'));
    fs.writeFileSync(path.join(build, 'assets/app-1a2b.js'), '//# sourceMappingURL=app-1a2b.js.map');
    fs.writeFileSync(path.join(build, 'assets/app-1a2b.js.map'), '{"version":3,"sources":["app.tsx"]}');
    const development = await startTestApp({ env: { CLIENT_DIST_DIR: build, NODE_ENV: 'development' } });
    const production = await startTestApp({ env: { CLIENT_DIST_DIR: build, NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${development.url}/assets/app-1a2b.js.map`)).status).toBe(200);
      for (const address of [
        '/assets/app-1a2b.js.map',
        '/assets/app-1a2b.js.map?x=1',
        '/assets/app-1a2b.js%2Emap',
      ]) {
        const response = await fetch(`${production.url}${address}`);
        expect(response.status, address).toBe(404);
        expect(await response.text(), address).not.toContain('sources');
      }
      expect((await fetch(`${production.url}/assets/app-1a2b.js`)).status).toBe(200);
    } finally {
      await Promise.all([development.close(), production.close()]);
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
});
