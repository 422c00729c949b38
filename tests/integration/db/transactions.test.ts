import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * On PGlite a transaction's `begin` goes to the database thread with the statement after it
 * (db/pglite-pool.ts). A transaction must still be one, on either engine: its first statement inside it,
 * undone by a rollback, and a failure leaving the session ready for the next transaction.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await sql`create table begin_probe (id int primary key)`.execute(app.app.database.db);
});
afterAll(() => app?.close());

const db = () => app.app.database.db;
const probes = async () =>
  (await sql<{ id: number }>`select id from begin_probe order by id`.execute(db())).rows.map((row) => row.id);

describe('a transaction whose begin goes with its next statement', () => {
  it('holds its first statement: a rollback undoes it', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`insert into begin_probe values (1)`.execute(trx);
          // Inside the transaction, another session would not see it yet, but this one does.
          expect((await sql<{ id: number }>`select id from begin_probe`.execute(trx)).rows).toEqual([
            { id: 1 },
          ]);
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    expect(await probes()).toEqual([]);
  });

  it('leaves the connection ready when its first statement fails, and the next transaction commits', async () => {
    for (let round = 0; round < 12; round += 1) {
      await expect(
        db()
          .transaction()
          .execute((trx) => sql`select * from no_such_table`.execute(trx)),
      ).rejects.toThrow(/no_such_table/);
    }
    // More rounds than the pool has connections: every one went back to the pool usable.
    await Promise.all(
      [2, 3, 4].map((id) =>
        db()
          .transaction()
          .execute((trx) => sql`insert into begin_probe values (${id})`.execute(trx)),
      ),
    );
    expect(await probes()).toEqual([2, 3, 4]);
  });

  it('keeps a parameterless first statement and a commit with nothing before it working', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql.raw('insert into begin_probe values (5)').execute(trx);
      });
    await db()
      .transaction()
      .execute(async () => undefined);
    expect(await probes()).toEqual([2, 3, 4, 5]);
  });
});
