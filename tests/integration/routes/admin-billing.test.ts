import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
let admin: HttpClient & { email: string };
let user: HttpClient & { email: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app.url);
  user = await signUp(app.url);
  await app.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', admin.email)
    .execute();
});
afterAll(() => app?.close());

/** Pays for the plan on the local test-mode checkout. */
async function pay(client: HttpClient) {
  const started = await client.post(`${FN}/createCheckoutSession`, {});
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id');
  expect((await client.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
}

describe('GET /api/payments', () => {
  it('pages through every payment for an admin, newest first, amounts as numbers', async () => {
    const buyers = [];
    for (let index = 0; index < 11; index += 1) {
      const buyer = await signUp(app.url);
      await pay(buyer);
      buyers.push(buyer);
    }
    const first = await admin.get('/api/payments?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.hasNext).toBe(true);
    expect(first.body.payments).toHaveLength(10);
    expect(first.body.payments[0]).toMatchObject({
      amount: 7.95,
      currency: 'usd',
      status: 'paid',
      user_email: buyers.at(-1)!.email,
    });
    const second = await admin.get('/api/payments?page=2&limit=10');
    expect(second.body).toMatchObject({ hasNext: false });
    expect(second.body.payments.map((p: { user_email: string }) => p.user_email)).toEqual([buyers[0]!.email]);

    const detail = await admin.get(`/api/payments/${second.body.payments[0].id}`);
    expect(detail.body.payment).toMatchObject({
      provider: 'test',
      amount: 7.95,
      user_email: buyers[0]!.email,
    });
  });

  it('answers 403 Forbidden to non-admins, 401 to visitors, 404 and 400 for unknown or malformed ids', async () => {
    expect(await user.get('/api/payments?page=1&limit=10')).toMatchObject({
      status: 403,
      body: { error: 'Forbidden' },
    });
    expect((await user.get(`/api/payments/${randomUUID()}`)).status).toBe(403);
    expect((await createHttpClient(app.url).get('/api/payments')).status).toBe(401);
    expect((await admin.get(`/api/payments/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/payments/42')).status).toBe(400);
    expect((await admin.get('/api/payments?page=0')).status).toBe(400);
    expect((await admin.get('/api/payments?limit=11')).status).toBe(400);
  });
});

describe('GET /api/analytics', () => {
  async function tableCounts() {
    const count = async (table: string) =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(app.database.db))
          .rows[0]!.n,
      );
    return {
      mindmaps: await count('mindmaps'),
      nodes: await count('nodes'),
      todoLists: await count('todo_lists'),
      todos: await count('todos'),
      kanbans: await count('boards'),
      aiProcesses: await count('ai_runs'),
    };
  }

  it('counts what the test created today, and deleting an item does not rewrite history', async () => {
    const maps: string[] = [];
    for (const title of ['One', 'Two']) {
      const created = await admin.post(`${FN}/mindmaps`, { data: { title, description: '' } });
      expect(created.status).toBe(201);
      maps.push(created.body.id);
    }
    const [root] = (await admin.get(`${FN}/nodes?mindmapId=${maps[0]}`)).body;
    const node = await admin.post(`${FN}/nodes`, {
      mindmapId: maps[0],
      label: 'Child',
      parentId: root.id,
      x: 10,
      y: 10,
    });
    expect(node.status, JSON.stringify(node.body)).toBe(201);
    expect((await admin.post(`${FN}/todo-lists`, { title: 'Errands', description: '' })).status).toBeLessThan(
      300,
    );
    const me = (await admin.get(`${FN}/workspaces`)).body[0];
    const adminRow = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow();
    await app.database.db
      .insertInto('ai_runs')
      .values(
        [1, 2, 3].map(() => ({
          id: randomUUID(),
          account_id: adminRow.id,
          workspace_id: me.id,
          user_id: adminRow.id,
          kind: 'mindmap',
          created_at: new Date(),
        })),
      )
      .execute();
    await app.database.db
      .insertInto('boards')
      .values({
        id: randomUUID(),
        workspace_id: me.id,
        title: 'Board',
        description: '',
        created_by: adminRow.id,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();

    const expected = await tableCounts();
    expect(expected.mindmaps).toBe(2);
    expect(expected.nodes).toBeGreaterThanOrEqual(3);
    const { status, body } = await admin.get('/api/analytics?days=30');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(30);
    expect(body.data.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.totals).toEqual(expected);
    const { date: _date, ...today } = body.data.at(-1);
    expect(today).toEqual(expected);
    expect(body.data.slice(0, -1).every((day: Record<string, number>) => day.mindmaps === 0)).toBe(true);

    expect((await admin.delete(`${FN}/mindmaps?id=${maps[1]}`)).status).toBe(200);
    expect((await tableCounts()).mindmaps).toBe(1);
    expect((await admin.get('/api/analytics?days=30')).body.totals).toEqual(expected);
    expect((await admin.get('/api/analytics?days=7')).body.data).toHaveLength(7);
  });

  it('is for admins only and refuses a bad window', async () => {
    expect(await user.get('/api/analytics?days=30')).toMatchObject({
      status: 403,
      body: { error: 'Forbidden' },
    });
    expect((await admin.get('/api/analytics?days=0')).status).toBe(400);
    expect((await admin.get('/api/analytics?days=abc')).status).toBe(400);
  });
});
