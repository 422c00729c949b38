import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { emptyDatabase, migrateBefore, type EmptyDatabase } from '../../helpers/migrations';

const MIGRATION = '0005_email_verification.sql';
let empty: EmptyDatabase | undefined;
afterAll(() => empty?.drop());

describe(`migration ${MIGRATION}`, () => {
  it('demotes the admins promoted before their address was verified, and keeps verified ones', async () => {
    empty = await emptyDatabase();
    const { database } = empty;
    await migrateBefore(database, MIGRATION);

    const account = (email: string, role: 'user' | 'admin', verified: boolean) => ({
      id: randomUUID(),
      email,
      password_hash: 'x',
      role,
      email_verified: verified,
      current_workspace_id: null,
    });
    const squatter = account('squatter@example.com', 'admin', false);
    const trusted = account('trusted@example.com', 'admin', true);
    const plain = account('plain@example.com', 'user', false);
    await database.db.insertInto('users').values([squatter, trusted, plain]).execute();

    expect(await migrate(database.db)).toContain(MIGRATION);
    const roles = Object.fromEntries(
      (await database.db.selectFrom('users').select(['email', 'role']).execute()).map((row) => [
        row.email,
        row.role,
      ]),
    );
    expect(roles).toEqual({
      'squatter@example.com': 'user',
      'trusted@example.com': 'admin',
      'plain@example.com': 'user',
    });
  });
});
