import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock, DAY, HOUR } from '../../helpers/clock';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const clock = createTestClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

async function createMap(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title, description: '' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function createList(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/todo-lists`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Moves an item's creation time back, as if it had been made `ago` ms before the clock's now. */
async function backdate(table: 'mindmaps' | 'todo_lists', id: string, ago: number) {
  await app.database.db
    .updateTable(table)
    .set({ created_at: new Date(clock.now().getTime() - ago) })
    .where('id', '=', id)
    .execute();
}

describe('GET {fn}/dashboard-metrics', () => {
  it("counts the current workspace's items per 24-hour window, today, this week and in all", async () => {
    const user = await signUp(app.url);
    const fresh = await createMap(user, 'Made just now');
    const older = await createMap(user, 'Made three days ago');
    await backdate('mindmaps', fresh, HOUR);
    await backdate('mindmaps', older, 3 * DAY + HOUR);
    const lists = [];
    for (const title of ['A', 'B', 'C']) lists.push(await createList(user, title));
    await backdate('todo_lists', lists[0]!, 2 * HOUR);
    await backdate('todo_lists', lists[1]!, 10 * DAY);
    await backdate('todo_lists', lists[2]!, 20 * DAY);

    const response = await user.get(`${FN}/dashboard-metrics?days=14`);
    expect(response.status).toBe(200);
    const { mindmaps, todoLists, boards } = response.body;
    expect(mindmaps.series).toHaveLength(14);
    expect(mindmaps.series.at(-1)).toBe(1);
    expect(mindmaps.series.at(-4)).toBe(1);
    expect(mindmaps).toMatchObject({ today: 1, week: 2, total: 2 });
    // Ten days ago is in the sparkline but not the week; twenty days ago only in the total.
    expect(todoLists.series.at(-11)).toBe(1);
    expect(todoLists.series.reduce((sum: number, count: number) => sum + count, 0)).toBe(2);
    expect(todoLists).toMatchObject({ today: 1, week: 1, total: 3 });
    expect(boards).toMatchObject({ today: 0, week: 0, total: 0 });
    expect(boards.series).toEqual(Array(14).fill(0));
  });

  it("never counts another workspace's items", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    await createMap(stranger, 'Not yours');
    await createList(stranger, 'Not yours either');
    const mine = await createMap(owner, 'Mine');
    await backdate('mindmaps', mine, HOUR);

    const body = (await owner.get(`${FN}/dashboard-metrics`)).body;
    expect(body.mindmaps).toMatchObject({ today: 1, week: 1, total: 1 });
    expect(body.todoLists).toMatchObject({ today: 0, week: 0, total: 0 });
    const theirs = (await stranger.get(`${FN}/dashboard-metrics`)).body;
    expect(theirs.mindmaps.total).toBe(1);
    expect(theirs.todoLists.total).toBe(1);
  });

  it('refuses a visitor with 401 and a lapsed trial with 402', async () => {
    const visitor = createHttpClient(app.url);
    expect((await visitor.get(`${FN}/dashboard-metrics`)).status).toBe(401);

    const user = await signUp(app.url);
    expect((await user.get(`${FN}/dashboard-metrics`)).status).toBe(200);
    const start = clock.now();
    try {
      clock.advance(4 * DAY);
      const lapsed = await user.get(`${FN}/dashboard-metrics`);
      expect(lapsed.status).toBe(402);
      expect(lapsed.body).toHaveProperty('error');
    } finally {
      clock.set(start);
    }
  });

  it('refuses days outside 7…90 with a 400', async () => {
    const user = await signUp(app.url);
    for (const days of ['0', '6', '91', 'x']) {
      expect((await user.get(`${FN}/dashboard-metrics?days=${days}`)).status, days).toBe(400);
    }
  });
});
