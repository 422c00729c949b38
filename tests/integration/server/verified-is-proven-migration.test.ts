import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { createUsersRepository } from '@server/plugins/app/users/users-repository';
import { emptyDatabase, migrateBefore, type EmptyDatabase } from '../../helpers/migrations';

const MIGRATION = '0023_verified_is_proven.sql';
let empty: EmptyDatabase | undefined;
afterAll(() => empty?.drop());

describe(`migration ${MIGRATION}`, () => {
  it('counts a verified account as proven from then on, and the database refuses a verified one without proof', async () => {
    empty = await emptyDatabase();
    const { db } = empty.database;
    await migrateBefore(empty.database, MIGRATION);

    // Confirmed by a link opened signed out while that did not prove the holder, then handed a workspace
    // over; and an account that never confirmed, which handed one over before sharing needed it.
    const account = (email: string, verified: boolean) => ({
      id: randomUUID(),
      email,
      password_hash: 'x',
      role: 'user' as const,
      email_verified: verified,
      current_workspace_id: null,
    });
    const confirmed = account('confirmed@example.com', true);
    const unconfirmed = account('unconfirmed@example.com', false);
    await db.insertInto('users').values([confirmed, unconfirmed]).execute();
    const handed = [confirmed, unconfirmed].map((user) => ({
      id: randomUUID(),
      name: `${user.email}'s workspace`,
      owner_id: user.id,
    }));
    await db.insertInto('workspaces').values(handed).execute();
    const now = new Date();
    await db
      .insertInto('handovers_before_proof')
      .values(handed.map((row) => ({ workspace_id: row.id, from_user_id: row.owner_id, handed_at: now })))
      .execute();

    expect(await migrate(db)).toContain(MIGRATION);
    const proven = await db
      .selectFrom('users')
      .select(['email', 'holder_proven_at'])
      .orderBy('email')
      .execute();
    expect(proven).toEqual([
      { email: 'confirmed@example.com', holder_proven_at: expect.any(Date) },
      { email: 'unconfirmed@example.com', holder_proven_at: null },
    ]);
    const handovers = await db.selectFrom('handovers_before_proof').select('from_user_id').execute();
    expect(handovers).toEqual([{ from_user_id: unconfirmed.id }]);

    const verifyOnly = db.updateTable('users').set({ email_verified: true }).where('id', '=', unconfirmed.id);
    await expect(verifyOnly.execute()).rejects.toThrow(/users_verified_is_proven/);
    const verified = await createUsersRepository(db).markEmailVerified(unconfirmed.id, now);
    expect(verified).toMatchObject({ email_verified: true, holder_proven_at: expect.any(Date) });
  });
});
