import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';

/**
 * Where an endpoint may point: without WEBHOOK_ALLOW_PRIVATE_ADDRESSES, no loopback, private, link-local
 * or mapped address is taken (registering or changing the URL), and nothing is stored; an app served over
 * https takes only https URLs.
 */

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

/** A public address given as a literal: registering checks it without a lookup, and sends nothing. */
const PUBLIC_URL = 'http://93.184.216.34/hook';

async function storedEndpoints(server: TestApp, client: HttpClient) {
  const workspaceId = await currentWorkspaceId(client);
  return server.database.db
    .selectFrom('webhook_endpoints')
    .select(['url'])
    .where('workspace_id', '=', workspaceId)
    .execute();
}

describe('webhook URLs without private networks allowed', () => {
  const privateUrls = () => [
    receiver.url,
    'http://localhost/hook',
    'http://LOCALHOST.:8080/hook',
    'http://[::1]/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://0.0.0.0/hook',
  ];

  it('refuses every private address with 400 and stores nothing', async () => {
    const owner = await signUp(app.url);
    for (const url of privateUrls()) {
      const refused = await owner.post('/api/webhooks', { url, events: ['*'] });
      expect(refused.status, `${url}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.error).toMatch(/^url: /);
    }
    expect(await storedEndpoints(app, owner)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('refuses changing an endpoint’s URL to a private address, and keeps the one it had', async () => {
    const owner = await signUp(app.url);
    const created = await owner.post('/api/webhooks', { url: PUBLIC_URL, events: ['card.moved'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    for (const url of privateUrls()) {
      const refused = await owner.patch(`/api/webhooks/${id}`, { url });
      expect(refused.status, `${url}: ${JSON.stringify(refused.body)}`).toBe(400);
    }
    expect(await storedEndpoints(app, owner)).toEqual([{ url: PUBLIC_URL }]);
  });

  it('refuses what is not an http address at all', async () => {
    const owner = await signUp(app.url);
    for (const url of [
      'ftp://93.184.216.34/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'http://',
    ]) {
      const refused = await owner.post('/api/webhooks', { url, events: ['*'] });
      expect(refused.status, `${url}: ${JSON.stringify(refused.body)}`).toBe(400);
    }
    expect(await storedEndpoints(app, owner)).toEqual([]);
  });
});

describe('webhook URLs of an app served over https', () => {
  let served: TestApp;
  beforeAll(async () => {
    served = await startTestApp({
      env: {
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false',
        PUBLIC_URL: 'https://mindlane.example',
        BILLING_MODE: 'test',
      },
    });
  });
  afterAll(async () => {
    await served?.close();
  });

  it('refuses a plain http URL and takes an https one', async () => {
    // Requests come from the app's own origin, as its pages send them.
    const owner = createHttpClient(served.url, { origin: 'https://mindlane.example' });
    const email = uniqueEmail();
    expect((await owner.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
    expect((await owner.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
    const refused = await owner.post('/api/webhooks', { url: PUBLIC_URL, events: ['*'] });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toEqual({ error: 'url: must use https://' });
    expect(await storedEndpoints(served, owner)).toEqual([]);
    const taken = await owner.post('/api/webhooks', { url: 'https://93.184.216.34/hook', events: ['*'] });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });
});
