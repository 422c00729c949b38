import { sql } from 'kysely';
import * as Y from 'yjs';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { allowNodeLabels, refuseNodeLabel } from '../../helpers/failing-store';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually, sameSessionAt, type HttpClient } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { serverProcesses } from '../../helpers/server-process';
import { holdStoreLock, storesWaiting } from '../../helpers/store-lock';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/**
 * REST writes to one document share their stores (collab/rest-writes.ts): what each writer must still
 * get is its change in the very next read, and its change kept once it is answered, whatever happens to
 * the store it shared.
 */

interface MapNode {
  id: string;
  label: string;
}

const WRITERS = 10;
const ROUNDS = 4;

async function createMap(user: HttpClient, title: string): Promise<string> {
  const response = await user.post(`${FN}/mindmaps`, { data: { title } });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const labelsOf = async (user: HttpClient, mapId: string) =>
  new Map(
    ((await user.get<MapNode[]>(`${FN}/nodes?mindmapId=${mapId}`)).body ?? []).map((node) => [
      node.id,
      node.label,
    ]),
  );

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/**
 * WRITERS clients each add a node to one map and rename it ROUNDS times, writing through `writerOf(n)`
 * and reading the map right after each answer through `readerOf(n)`; returns every read that did not
 * show the writer's last answered change.
 */
async function staleReads(
  mapId: string,
  writerOf: (writer: number) => HttpClient,
  readerOf: (writer: number) => HttpClient,
): Promise<string[]> {
  const stale: string[] = [];
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      const writing = writerOf(writer);
      const created = await writing.post(`${FN}/nodes`, {
        mindmapId: mapId,
        label: `w${writer}`,
        x: 0,
        y: 0,
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      for (let round = 1; round <= ROUNDS; round += 1) {
        const label = `w${writer} r${round}`;
        expect((await writing.patch(`${FN}/nodes/${id}`, { label })).status).toBe(200);
        const seen = (await labelsOf(readerOf(writer), mapId)).get(id);
        if (seen !== label) stale.push(`${label}: read ${seen}`);
      }
    }),
  );
  return stale;
}

describe('concurrent REST writes to one map', () => {
  it('show each writer its own change in the read that follows its answer', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user, 'Shared stores');
    expect(
      await staleReads(
        mapId,
        () => user,
        () => user,
      ),
    ).toEqual([]);
    expect((await labelsOf(user, mapId)).size).toBe(WRITERS + 1);
    // The writes a store carried went into the log as one entry, not one each.
    const logged = await app.app.database.db
      .selectFrom('document_updates')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('document_name', '=', `mindmap:${mapId}`)
      .executeTakeFirstOrThrow();
    expect(logged.count).toBeLessThan(WRITERS * (ROUNDS + 1));
  });

  describe('when the store they share fails', () => {
    const refused = 'refused by the database';
    afterEach(async () => {
      await allowNodeLabels(app.app.database.db);
    });

    it('answers every write, keeps each in the log, and shows them all once a store goes through', async () => {
      await refuseNodeLabel(app.app.database.db, refused);
      const user = await signUp(app.url);
      const mapId = await createMap(user, 'Failing store');
      const answers = await Promise.all(
        Array.from({ length: WRITERS }, (_, writer) =>
          user.post(`${FN}/nodes`, {
            mindmapId: mapId,
            label: writer === 0 ? refused : `kept ${writer}`,
            x: 0,
            y: 0,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const ids = answers.map((answer) => answer.body.id as string);

      // Every answered write is in the update log, whatever the projection shows meanwhile.
      const logged = await app.app.database.db
        .selectFrom('document_updates')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('document_name', '=', `mindmap:${mapId}`)
        .executeTakeFirstOrThrow();
      expect(logged.count).toBeGreaterThanOrEqual(WRITERS);

      await allowNodeLabels(app.app.database.db);
      const labels = await eventually(async () => {
        const shown = await labelsOf(user, mapId);
        return ids.every((id) => shown.has(id)) ? shown : null;
      }, 20_000);
      expect(labels.get(ids[0]!)).toBe(refused);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'concurrent REST writes to one map on two instances over Redis',
  () => {
    const instances = twoInstancesOverRedis();

    it('show each write, made on either instance, in the next read on the other, and keep them all', async () => {
      const onA = await signUp(instances.first.url);
      const onB = sameSessionAt(instances.second.url, onA);
      const mapId = await createMap(onA, 'Two instances');
      // Half the writers write on A and read on B, the other half the other way round, all at once: each
      // instance's shared store runs beside the other's on the same document.
      const stale = await staleReads(
        mapId,
        (writer) => (writer % 2 === 0 ? onA : onB),
        (writer) => (writer % 2 === 0 ? onB : onA),
      );
      expect(stale).toEqual([]);
      const [onFirst, onSecond] = [await labelsOf(onA, mapId), await labelsOf(onB, mapId)];
      expect(onFirst.size).toBe(WRITERS + 1);
      expect([...onSecond]).toEqual([...onFirst]);
    });

    it("answer a to-do write on one instance with what the other reads next, and refuse a stranger's", async () => {
      const onA = await signUp(instances.first.url);
      const onB = sameSessionAt(instances.second.url, onA);
      const stranger = await signUp(instances.first.url);
      const list = await onA.post(`${FN}/todo-lists`, { title: 'Across instances' });
      const listId = list.body.id as string;
      const readOnA = async (id: string) =>
        (await onA.get<Array<{ id: string }>>(`${FN}/todos?list_id=${listId}`)).body.find(
          (todo) => todo.id === id,
        );
      const added = await Promise.all(
        ['One', 'Two', 'Three'].map((title) => onB.post(`${FN}/todos`, { title, list_id: listId })),
      );
      for (const answer of added) expect(answer.body).toEqual(await readOnA(answer.body.id as string));
      const id = added[2]!.body.id as string;
      const moved = await onB.put(`${FN}/todoid/${id}`, { position: 0, completed: true });
      expect(moved.body).toEqual(await readOnA(id));
      const refused = await stranger.put(`${FN}/todoid/${id}`, { title: 'Taken over' });
      expect(refused.status).toBe(404);
      expect(await readOnA(id)).toEqual(moved.body);
    });

    it("answer a card write on one instance with what the other reads next, and refuse a stranger's and a signed-out cookie's", async () => {
      const onA = await signUp(instances.first.url);
      const onB = sameSessionAt(instances.second.url, onA);
      const stranger = await signUp(instances.second.url);
      const board = await onA.post(`${FN}/boards`, { title: 'Across instances', description: '' });
      const boardId = board.body.id as string;
      const readOnA = async (id: string) =>
        (
          await onA.get<{ cards: Array<{ id: string }> }>(`/api/kanban-board-data?id=${boardId}`)
        ).body.cards.find((card) => card.id === id);
      const added = await Promise.all(
        ['One', 'Two', 'Three'].map((title) =>
          onB.post('/api/kanban/cards', { board_id: boardId, column_id: 'new', title }),
        ),
      );
      for (const answer of added) expect(answer.body).toEqual(await readOnA(answer.body.id as string));
      const id = added[1]!.body.id as string;
      const done = await onB.patch(`/api/kanban/cards/${id}/move`, { column_id: 'done', position: 0 });
      expect(done.body.done_at).not.toBeNull();
      expect(done.body).toEqual(await readOnA(id));

      const refused = await stranger.patch(`/api/kanban/cards/${id}/move`, { column_id: 'new', position: 0 });
      expect(refused.status).toBe(404);
      const old = await signUp(instances.first.url);
      const signedOut = sameSessionAt(instances.second.url, old);
      expect((await old.post(`${FN}/logout`)).status).toBe(200);
      expect(
        (await signedOut.patch(`/api/kanban/cards/${id}/move`, { column_id: 'new', position: 0 })).status,
      ).toBe(401);
      expect(await readOnA(id)).toEqual(done.body);
    });

    it('refuse on one instance a card write with what a reset or a revocation on the other ended, or a made-up header, and change nothing', async () => {
      const onA = await signUp(instances.first.url);
      const oldCookieOnB = sameSessionAt(instances.second.url, onA);
      const board = await onA.post(`${FN}/boards`, { title: 'After a reset', description: '' });
      const boardId = board.body.id as string;
      const card = await onA.post('/api/kanban/cards', {
        board_id: boardId,
        column_id: 'new',
        title: 'Kept',
      });
      const move = (client: { patch: HttpClient['patch'] }) =>
        client.patch(`/api/kanban/cards/${card.body.id}/move`, { column_id: 'done', position: 0 });
      const readOnA = async (client: HttpClient) =>
        (
          await client.get<{ cards: Array<{ id: string }> }>(`/api/kanban-board-data?id=${boardId}`)
        ).body.cards.find((entry) => entry.id === card.body.id);
      const before = await readOnA(onA);

      // A token revoked through A no longer writes through B.
      const token = await createToken(onA, { workspaceId: await currentWorkspaceId(onA) });
      const script = createBearerClient(instances.second.url, token.secret);
      expect((await script.get(`/api/kanban-board-data?id=${boardId}`)).status).toBe(200);
      expect((await onA.delete(`/api/tokens/${token.id}`)).status).toBe(200);
      expect((await move(script)).status).toBe(401);

      // Headers a stranger makes up: a bearer that was never issued, a cookie that is not a session.
      const madeUp: Array<Record<string, string>> = [
        { authorization: 'Bearer mlt_0000' },
        { cookie: 'mindlane_session=forged; x=%%%' },
      ];
      for (const headers of madeUp) {
        const response = await fetch(`${instances.second.url}/api/kanban/cards/${card.body.id}/move`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json', origin: instances.second.url },
          body: JSON.stringify({ column_id: 'done', position: 0 }),
        });
        expect(response.status, JSON.stringify(headers)).toBe(401);
      }

      // The password reset through A ends the session the old cookie names, on B too; the link works once.
      await createHttpClient(instances.first.url).post(`${FN}/forgot-password`, { email: onA.email });
      const link = await eventually(() =>
        latestLink(instances.first.url, onA.email, '/reset-password?token='),
      );
      const resetToken = new URL(link).searchParams.get('token');
      const reset = { token: resetToken, password: 'Recovered-pass-7' };
      expect((await createHttpClient(instances.first.url).post(`${FN}/reset-password`, reset)).status).toBe(
        200,
      );
      expect((await move(oldCookieOnB)).status).toBe(401);
      expect((await createHttpClient(instances.second.url).post(`${FN}/reset-password`, reset)).status).toBe(
        400,
      );

      const owner = createHttpClient(instances.second.url);
      const login = { email: onA.email, password: 'Recovered-pass-7' };
      expect((await owner.post(`${FN}/login`, login)).status).toBe(200);
      expect(await readOnA(owner)).toEqual(before);
    });

    it("keep writes that join a store under way on either instance, and never a stranger's", async () => {
      const { db } = instances.first.app.database;
      const onA = await signUp(instances.first.url);
      const onB = sameSessionAt(instances.second.url, onA);
      const stranger = await signUp(instances.second.url);
      const mapId = await createMap(onA, 'Stores under way');
      const rootId = [...(await labelsOf(onA, mapId)).keys()][0]!;
      const add = (user: HttpClient, label: string) =>
        user.post(`${FN}/nodes`, { mindmapId: mapId, label, x: 0, y: 0 });

      // Hold the document's row: each instance's store starts, and waits in its first step for the lock.
      const hold = await holdStoreLock(db, `mindmap:${mapId}`);
      const first = [add(onA, 'A first'), add(onB, 'B first')];
      await storesWaiting(db, 2);
      // Both stores are under way: these join them, and the stranger's writes must reach neither.
      const joining = [add(onA, 'A joined'), add(onB, 'B joined'), add(onA, 'A joined too')];
      const refused = [
        await add(stranger, 'stranger'),
        await stranger.patch(`${FN}/nodes/${rootId}`, { label: 'taken over' }),
        await createHttpClient(instances.first.url).patch(`${FN}/nodes/${rootId}`, { label: 'anonymous' }),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([404, 404, 401]);
      await hold.release();

      const answers = await Promise.all([...first, ...joining]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const expected = ['A first', 'B first', 'A joined', 'B joined', 'A joined too'];
      // Each answered write is in what is stored: the snapshot and the log, read as a restart reads them.
      const stored = (await instances.first.app.repos.documents.load(`mindmap:${mapId}`))!;
      const restarted = new Y.Doc();
      if (stored.snapshot) Y.applyUpdate(restarted, stored.snapshot);
      for (const entry of stored.log) Y.applyUpdate(restarted, entry.update);
      const storedIds = new Set(readMindmap(restarted).nodes.map((node) => node.id));
      expect(answers.map((answer) => storedIds.has(answer.body.id as string))).toEqual(
        answers.map(() => true),
      );
      for (const user of [onA, onB]) {
        const labels = await labelsOf(user, mapId);
        for (const answer of answers) expect(labels.has(answer.body.id as string)).toBe(true);
        expect([...labels.values()].sort()).toEqual([labels.get(rootId)!, ...expected].sort());
        expect(labels.get(rootId)).not.toMatch(/taken over|anonymous/);
      }
    });
  },
);

describe('REST writes answered before the server process is killed', () => {
  const servers = serverProcesses();
  afterEach(() => servers.stopAll());

  it('are all there after a restart', async () => {
    const env = await servers.ownDatabaseEnv();
    const start = () => servers.start(env);
    let server = await start();
    const user = await signUp(server.url);
    const list = await user.post(`${FN}/todo-lists`, { title: 'Killed mid-write' });
    expect(list.status).toBe(201);
    const listId = list.body.id as string;

    const answered: string[] = [];
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; writing; n += 1) {
        const title = `w${writer} n${n}`;
        const response = await user.post(`${FN}/todos`, { title, list_id: listId }).catch(() => null);
        if (response?.status === 201) answered.push(title);
        else return;
      }
    });
    await eventually(() => answered.length >= 60, 60_000);
    server.child.kill('SIGKILL');
    writing = false;
    await server.exited;
    await Promise.all(writers);

    server = await start();
    const todos = await user.get<Array<{ title: string }>>(`${server.url}${FN}/todos?list_id=${listId}`);
    const present = new Set(todos.body.map((todo) => todo.title));
    expect(answered.filter((title) => !present.has(title))).toEqual([]);
  });
});
