import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

const started: TestApp[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
});

async function start(env: Record<string, string>) {
  const app = await startTestApp({ env });
  started.push(app);
  return app;
}

/** The status a WebSocket upgrade to /collab gets: 101 when the socket opens, else the refusal's. */
function upgradeStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/collab`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('API tokens over WebSocket upgrades', () => {
  it('count each upgrade against the account budget that REST requests with its tokens use', async () => {
    const app = await start({ RATE_LIMIT_API_TOKEN_PER_10_SECONDS: '3' });
    const user = await signUp(app.url);
    const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
    const script = createBearerClient(app.url, secret);
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    expect(await upgradeStatus(app.url, bearer(secret))).toBe(101);
    expect(await upgradeStatus(app.url, bearer(secret))).toBe(101);
    const refused = await script.get('/api/mindmaps');
    expect(refused).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Too many attempts/) },
    });
    expect(await upgradeStatus(app.url, bearer(secret))).toBe(429);
  });
});

describe('invalid bearer tokens', () => {
  it('are refused from an address after 20 in 10 minutes, REST and upgrades alike, before any look-up', async () => {
    const app = await start({ TRUST_PROXY: 'loopback' });
    const user = await signUp(app.url);
    const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const rest = (token: string, address: string) =>
      fetch(`${app.url}/api/mindmaps`, { headers: { ...bearer(token), ...from(address) } });

    for (let i = 0; i < 10; i += 1) expect((await rest(`mlt_guess${i}`, '198.51.100.7')).status).toBe(401);
    for (let i = 0; i < 10; i += 1)
      expect(await upgradeStatus(app.url, { ...bearer(`mlt_guess${i}`), ...from('198.51.100.7') })).toBe(401);

    const refused = await rest('mlt_guess-more', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please try again in 10 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    // Refused before the token is looked up: a live one from that address waits too.
    expect((await rest(secret, '198.51.100.7')).status).toBe(429);
    expect(await upgradeStatus(app.url, { ...bearer(secret), ...from('198.51.100.7') })).toBe(429);
    // Other addresses are not held back.
    expect((await rest('mlt_guess-elsewhere', '198.51.100.8')).status).toBe(401);
    expect((await rest(secret, '198.51.100.8')).status).toBe(200);
  });
});
