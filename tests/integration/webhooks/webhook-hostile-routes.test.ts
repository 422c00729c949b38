import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOKS_PER_WORKSPACE } from '@shared/api/webhooks';
import { signUp } from '../../helpers/accounts';
import { eventually, type HttpClient } from '../../helpers/http';
import { signUpMember } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';

/**
 * The webhook routes are the owner's, with a session: a member, a script's token or another workspace
 * gets nothing; bad ids and bodies are refused (never a 500) and change nothing; the secret is shown once
 * and never again, in an answer or in the log.
 */

const logLines: string[] = [];
let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'debug' },
    logTo: { write: (line: string) => void logLines.push(line) },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

/** Every webhook route, for an endpoint id and a delivery id. */
const routes = (id: string, deliveryId: string): Array<[string, string, unknown?]> => [
  ['GET', '/api/webhooks'],
  ['POST', '/api/webhooks', { url: receiver.url, events: ['*'] }],
  ['PATCH', `/api/webhooks/${id}`, { description: 'Taken over' }],
  ['DELETE', `/api/webhooks/${id}`],
  ['GET', `/api/webhooks/${id}/deliveries`],
  ['POST', `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver`, {}],
  ['POST', `/api/webhooks/${id}/test`, {}],
  ['POST', `/api/webhooks/${id}/roll-secret`, {}],
];

/** An owner's endpoint with one delivery (a test event, delivered). */
async function endpointWithDelivery(owner: HttpClient) {
  const created = await owner.post('/api/webhooks', {
    url: receiver.url,
    events: ['*'],
    description: 'Mine',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  const test = await owner.post(`/api/webhooks/${id}/test`, {});
  expect(test.status, JSON.stringify(test.body)).toBe(202);
  const deliveryId = test.body.id as string;
  await eventually(async () => {
    const log = await owner.get(`/api/webhooks/${id}/deliveries`);
    return log.body.deliveries[0]?.status === 'succeeded';
  });
  return { id, deliveryId, secret: created.body.secret as string };
}

/** The workspace's endpoints and deliveries as stored, to show that a refused request changed nothing. */
async function stored() {
  const db = app.database.db;
  return {
    endpoints: await db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute(),
    deliveries: await db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute(),
  };
}

describe('webhook routes against strangers', () => {
  it('refuses a member who is not the owner (403) and a script’s token (401/403), changing nothing', async () => {
    const owner = await signUp(app.url);
    const { member, workspaceId } = await signUpMember(app.url, owner);
    const { id, deliveryId } = await endpointWithDelivery(owner);
    const token = await createToken(owner, { workspaceId });
    const script = createBearerClient(app.url, token.secret);
    const before = await stored();
    for (const [method, path, body] of routes(id, deliveryId)) {
      const asMember = await member.request(method, path, body);
      expect(asMember.status, `${method} ${path} as a member: ${JSON.stringify(asMember.body)}`).toBe(403);
      const asScript = await script.request(method, path, body);
      expect([401, 403], `${method} ${path} with a token: ${asScript.status}`).toContain(asScript.status);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for another workspace’s endpoint and delivery, changing nothing', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const theirs = await endpointWithDelivery(owner);
    const mine = await endpointWithDelivery(stranger);
    const before = await stored();
    for (const [method, path, body] of routes(theirs.id, theirs.deliveryId).slice(2)) {
      const answer = await stranger.request(method, path, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    // Their delivery under my endpoint's id.
    const redeliver = await stranger.post(
      `/api/webhooks/${mine.id}/deliveries/${theirs.deliveryId}/redeliver`,
      {},
    );
    expect(redeliver.status).toBe(404);
    expect((await stranger.get('/api/webhooks')).body.map((hook: { id: string }) => hook.id)).toEqual([
      mine.id,
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses malformed ids with 400', async () => {
    const owner = await signUp(app.url);
    const { id, deliveryId } = await endpointWithDelivery(owner);
    const before = await stored();
    for (const bad of ['not-an-id', '1', `${id}x`, "' or 1=1 --", '%00']) {
      for (const [method, path, body] of [
        ...routes(bad, deliveryId).slice(2),
        ...routes(id, bad).slice(5, 6),
      ]) {
        const answer = await owner.request(method, path, body);
        expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(400);
      }
    }
    // An unknown, well-formed id is not found.
    expect((await owner.patch(`/api/webhooks/${randomUUID()}`, { description: 'x' })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('webhook bodies', () => {
  it('refuses bad bodies with 400 and changes nothing, never a 500', async () => {
    const owner = await signUp(app.url);
    const { id } = await endpointWithDelivery(owner);
    const before = await stored();
    const url = receiver.url;
    const badCreates: unknown[] = [
      { url, events: [] },
      { url, events: ['card.exploded'] },
      { url, events: 'card.moved' },
      { url, events: [42] },
      { url, events: ['*'], description: 'd'.repeat(501) },
      { url, events: ['*'], description: 7 },
      { url: 'not a url', events: ['*'] },
      { url: `http://93.184.216.34/${'a'.repeat(2000)}`, events: ['*'] },
      { url: 42, events: ['*'] },
      { events: ['*'] },
      { url },
      [],
      null,
      'text',
    ];
    for (const body of badCreates) {
      const answer = await owner.post('/api/webhooks', body === null ? 'null' : body);
      expect(answer.status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const badChanges: unknown[] = [
      {},
      { events: [] },
      { events: ['nope'] },
      { enabled: 'yes' },
      { description: 'd'.repeat(501) },
      { url: 'ftp://93.184.216.34/' },
    ];
    for (const body of badChanges) {
      const answer = await owner.patch(`/api/webhooks/${id}`, body);
      expect(answer.status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(400);
    }
    const broken = await owner.request('POST', '/api/webhooks', '{"url": ', {});
    expect(broken.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('takes no secret, workspace or id from a body', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const theirs = await endpointWithDelivery(stranger);
    const created = await owner.post('/api/webhooks', {
      url: receiver.url,
      events: ['*'],
      id: theirs.id,
      secret: 'whsec_chosen',
      workspaceId: randomUUID(),
    });
    if (created.status === 201) {
      expect(created.body.id).not.toBe(theirs.id);
      expect(created.body.secret).not.toBe('whsec_chosen');
      expect((await owner.get('/api/webhooks')).body).toHaveLength(1);
    } else {
      expect(created.status).toBe(400);
    }
    const list = (await stranger.get('/api/webhooks')).body as Array<{ id: string; description: string }>;
    expect(list).toEqual([expect.objectContaining({ id: theirs.id, description: 'Mine' })]);
  });

  it(`refuses more than ${MAX_WEBHOOKS_PER_WORKSPACE} endpoints, even asked for at once`, async () => {
    const owner = await signUp(app.url);
    const register = () => owner.post('/api/webhooks', { url: receiver.url, events: ['card.moved'] });
    for (let index = 0; index < MAX_WEBHOOKS_PER_WORKSPACE - 2; index += 1) {
      expect((await register()).status).toBe(201);
    }
    const answers = await Promise.all([register(), register(), register(), register()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400]);
    const refused = await register();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(String(MAX_WEBHOOKS_PER_WORKSPACE));
    expect((await owner.get('/api/webhooks')).body).toHaveLength(MAX_WEBHOOKS_PER_WORKSPACE);
  });
});

describe('webhook secrets', () => {
  it('shows a secret once: never in a later answer, in the log, or stored as it is', async () => {
    const owner = await signUp(app.url);
    const { id, secret } = await endpointWithDelivery(owner);
    const rolled = await owner.post(`/api/webhooks/${id}/roll-secret`, {});
    expect(rolled.status).toBe(200);
    const next = rolled.body.secret as string;
    expect(next).not.toBe(secret);
    // Counted before the test event is sent: it may arrive before its answer does.
    const before = receiver.received.length;
    await owner.post(`/api/webhooks/${id}/test`, {});
    await receiver.until(before + 1);
    const answers = [
      await owner.get('/api/webhooks'),
      await owner.get(`/api/webhooks/${id}/deliveries`),
      await owner.patch(`/api/webhooks/${id}`, { description: 'Renamed' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
      expect(JSON.stringify(answer.body)).not.toContain(next);
    }
    const logged = logLines.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    for (const shown of [secret, next]) {
      expect(logged).not.toContain(shown);
      expect(logged).not.toContain(shown.slice('whsec_'.length));
    }
    const row = await app.database.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));
    expect(JSON.stringify(row)).not.toContain(next.slice('whsec_'.length));
  });
});
