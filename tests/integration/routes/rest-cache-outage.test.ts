import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import { cuttableRelay } from '../../helpers/redis-relay';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe.skipIf(!process.env.REDIS_URL)('REST answers when Redis is out of reach for a moment', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let app: TestApp;
  beforeAll(async () => {
    relay = await cuttableRelay(new URL(process.env.REDIS_URL!));
    app = await startTestApp({ env: { REDIS_URL: relay.url } });
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
  });

  it('trusts no kept answer of a workspace whose change did not reach Redis, until a new version does', async () => {
    const workspace = await currentWorkspaceId(await signUp(app.url));
    const elsewhere = await currentWorkspaceId(await signUp(app.url));
    const versions = app.app.dataVersions;
    const before = await versions.current(workspace);
    expect(before).not.toBeNull();

    relay.cut();
    await versions.bump(workspace);
    expect(await versions.current(workspace)).toBeNull();
    await relay.heal();
    // Redis answers again (another workspace's version reads), still holding the version from before.
    await eventually(() => versions.current(elsewhere), 10_000, 100);

    const after = await versions.current(workspace);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('answers 503 with Retry-After, never 500, while Redis is out of reach, and the same create goes once back', async () => {
    const owner = await signUp(app.url);
    const map = { data: { title: 'Sent during the outage', id: randomUUID() } };
    relay.cut();
    const during = await owner.post(`${FN}/mindmaps`, map);
    await relay.heal();
    expect(during.status, JSON.stringify(during.body)).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(during.body).toEqual({
      error: 'Mindlane cannot reach its storage for a moment. Please try again shortly.',
    });
    await eventually(
      async () => [200, 201].includes((await owner.post(`${FN}/mindmaps`, map)).status),
      15_000,
      250,
    );
    const titles = ((await owner.get(`${FN}/mindmaps`)).body as Array<{ title: string }>).map((m) => m.title);
    expect(titles).toEqual(['Sent during the outage']);
  });
});
