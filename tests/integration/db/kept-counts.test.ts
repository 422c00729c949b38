import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentName } from '@shared/schema/document-name';
import { FN, signUp } from '../../helpers/accounts';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const db = () => app.app.database.db;

async function created(client: HttpClient, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await client.post(`${FN}/${path}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

/** Each board's kept Not Done beside a count of its cards outside Done. */
async function boardCounts(ids: string[]) {
  const { rows } = await sql<{ id: string; kept: number; counted: number }>`
    select b.id, b.not_done_count as kept,
      (select count(*) from kanban_cards c where c.board_id = b.id and c.column_id <> 'done')::int as counted
    from boards b where b.id in (${sql.join(ids)}) order by b.id`.execute(db());
  return rows;
}

/** Each list's kept to-do and completed counts beside counts of its to-dos. */
async function listCounts(ids: string[]) {
  const { rows } = await sql<{ id: string; total: number; done: number; counted: number; ticked: number }>`
    select l.id, l.todo_count as total, l.completed_count as done,
      (select count(*) from todos t where t.list_id = l.id)::int as counted,
      (select count(*) from todos t where t.list_id = l.id and t.completed)::int as ticked
    from todo_lists l where l.id in (${sql.join(ids)}) order by l.id`.execute(db());
  return rows;
}

async function expectBoardsKept(ids: string[], notDone: Record<string, number>) {
  const rows = await boardCounts(ids);
  for (const row of rows) expect(row.kept, `board ${row.id}`).toBe(row.counted);
  expect(Object.fromEntries(rows.map((row) => [row.id, row.kept]))).toEqual(notDone);
}

async function expectListsKept(ids: string[], counts: Record<string, [number, number]>) {
  const rows = await listCounts(ids);
  for (const row of rows) expect([row.total, row.done], `list ${row.id}`).toEqual([row.counted, row.ticked]);
  expect(Object.fromEntries(rows.map((row) => [row.id, [row.total, row.done]]))).toEqual(counts);
}

describe('counts kept with their rows (migration 0015)', () => {
  it("keep each board's Not Done through inserts, upserts, moves in and out of Done, moves between boards and deletes", async () => {
    // A trial holds one board: one account each.
    const a = await created(await signUp(app.url), 'boards', { title: 'A' });
    const b = await created(await signUp(app.url), 'boards', { title: 'B' });
    await expectBoardsKept([a, b], { [a]: 0, [b]: 0 });

    const card = (id: string, board: string, lane: string) => sql`(${id}, ${board}, ${lane}, 'a0')`;
    await sql`insert into kanban_cards (id, board_id, column_id, position) values ${sql.join([
      card('c1', a, 'new'),
      card('c2', a, 'new'),
      card('c3', a, 'done'),
      card('c4', b, 'in-progress'),
    ])}`.execute(db());
    await expectBoardsKept([a, b], { [a]: 2, [b]: 1 });

    // The projection's shape: one statement inserting some rows and updating others.
    await sql`insert into kanban_cards (id, board_id, column_id, position) values ${sql.join([
      card('c1', a, 'done'),
      card('c3', a, 'new'),
      card('c5', a, 'done'),
    ])} on conflict (board_id, id) do update set column_id = excluded.column_id`.execute(db());
    await expectBoardsKept([a, b], { [a]: 2, [b]: 1 });

    await sql`update kanban_cards set column_id = 'done' where board_id = ${a}`.execute(db());
    await expectBoardsKept([a, b], { [a]: 0, [b]: 1 });
    await sql`update kanban_cards set column_id = 'new', board_id = ${b} where id = 'c5'`.execute(db());
    await expectBoardsKept([a, b], { [a]: 0, [b]: 2 });
    await sql`update kanban_cards set title = 'renamed'`.execute(db());
    await expectBoardsKept([a, b], { [a]: 0, [b]: 2 });
    await sql`delete from kanban_cards where id in ('c4', 'c1')`.execute(db());
    await expectBoardsKept([a, b], { [a]: 0, [b]: 1 });
  });

  it('keep each list’s to-dos and completed ones through ticks, moves between lists and deletes', async () => {
    const user = await signUp(app.url);
    const a = await created(user, 'todo-lists', { title: 'A' });
    const b = await created(user, 'todo-lists', { title: 'B' });
    const { rows } = await sql<{ workspace_id: string }>`
      select workspace_id from todo_lists where id = ${a}`.execute(db());
    const workspace = rows[0]!.workspace_id;
    // Every row in list A's document: the counts follow list_id, whichever document holds the row.
    const todo = (id: string, list: string | null, completed: boolean) =>
      sql`(${id}, ${workspace}, ${list}, ${completed}, 'a0', ${formatDocumentName('todolist', a)})`;
    await sql`insert into todos (id, workspace_id, list_id, completed, position, document_name) values ${sql.join(
      [todo('t1', a, false), todo('t2', a, true), todo('t3', b, false), todo('t4', null, true)],
    )}`.execute(db());
    await expectListsKept([a, b], { [a]: [2, 1], [b]: [1, 0] });

    await sql`update todos set completed = true where id = 't1'`.execute(db());
    await expectListsKept([a, b], { [a]: [2, 2], [b]: [1, 0] });
    await sql`update todos set list_id = ${b} where id = 't2'`.execute(db());
    await expectListsKept([a, b], { [a]: [1, 1], [b]: [2, 1] });
    await sql`update todos set list_id = ${a} where id = 't4'`.execute(db());
    await expectListsKept([a, b], { [a]: [2, 2], [b]: [2, 1] });
    await sql`delete from todos where id in ('t1', 't3')`.execute(db());
    await expectListsKept([a, b], { [a]: [1, 1], [b]: [1, 1] });
  });

  it('answer the board list and a linked list’s progress from what the editors did', async () => {
    const user = await signUp(app.url);
    const board = await created(user, 'boards', { title: 'Sprint' });
    for (const [lane, title] of [
      ['new', 'one'],
      ['new', 'two'],
      ['done', 'three'],
    ])
      expect((await user.post('/api/kanban/cards', { board_id: board, column_id: lane, title })).status).toBe(
        201,
      );
    const boards = (await user.get(`${FN}/boards`)).body as Array<{ id: string; notDone: number }>;
    expect(boards.find((entry) => entry.id === board)!.notDone).toBe(2);
    await expectBoardsKept([board], { [board]: 2 });
  });
});
