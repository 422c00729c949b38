import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DB, UserRole } from '../../../db/schema';

export type UserRow = Selectable<DB['users']>;

export interface ProfileChanges {
  name?: string;
  nickname?: string;
  given_name?: string;
  family_name?: string;
}

/** When the holder was first proven, kept when it is set already, else now. */
const provenSince = (eb: ExpressionBuilder<DB, 'users'>, now: Date) =>
  eb.fn.coalesce('holder_proven_at', eb.val(now));

export function createUsersRepository(db: Kysely<DB>) {
  return {
    async findByEmail(email: string, trx: Kysely<DB> = db): Promise<UserRow | null> {
      const row = await trx
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      return row ?? null;
    },

    async findById(id: string, trx: Kysely<DB> = db): Promise<UserRow | null> {
      return (await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The names of users `ids` (their email when they gave no name), by id; ids of no user are absent. */
    async namesOf(ids: readonly string[], trx: Kysely<DB> = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const users = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('id', 'in', ids)
        .execute();
      return new Map(users.map((user) => [user.id, user.name || user.email]));
    },

    async create(
      input: { email: string; passwordHash: string; role: UserRole; now: Date },
      trx: Kysely<DB> = db,
    ): Promise<UserRow> {
      const nickname = input.email.split('@')[0] ?? '';
      return trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: input.email,
          password_hash: input.passwordHash,
          nickname,
          name: nickname,
          role: input.role,
          current_workspace_id: null,
          password_changed_at: input.now,
          created_at: input.now,
          updated_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateProfile(id: string, changes: ProfileChanges, now: Date, trx: Kysely<DB> = db) {
      return (
        (await trx
          .updateTable('users')
          .set({ ...changes, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * Sets the password. `byOwner`: it was chosen through a link mailed to the address, so the mailbox's
     * owner knows it (see promoteOwnerSetAdmins).
     */
    async setPassword(
      id: string,
      change: { passwordHash: string; byOwner: boolean; now: Date },
      trx: Kysely<DB> = db,
    ) {
      await trx
        .updateTable('users')
        .set({
          password_hash: change.passwordHash,
          password_changed_at: change.now,
          password_set_by_owner: change.byOwner,
          updated_at: change.now,
        })
        .where('id', '=', id)
        .execute();
    },

    async setCurrentWorkspace(id: string, workspaceId: string, trx: Kysely<DB> = db) {
      await trx
        .updateTable('users')
        .set({ current_workspace_id: workspaceId })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Marks the account's address as verified, and its holder as proven when nothing proved it before: a
     * verified address always means that the account's holder reads the mailbox (the database holds it:
     * migrations/0023_verified_is_proven.sql). Returns the account, or null when it is gone.
     */
    async markEmailVerified(id: string, now: Date, trx: Kysely<DB> = db): Promise<UserRow | null> {
      return (
        (await trx
          .updateTable('users')
          .set((eb) => ({
            email_verified: true,
            holder_proven_at: provenSince(eb, now),
            updated_at: now,
          }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * Gives the admin role to the accounts with these e-mails (ADMIN_EMAILS) whose password was chosen by
     * the mailbox's owner (through a reset link); returns how many changed. Whoever registered an admin's
     * address before its owner knows that account's password, and a verification link does not change it,
     * so a verified address alone gives no privilege.
     */
    async promoteOwnerSetAdmins(emails: string[], trx: Kysely<DB> = db): Promise<number> {
      if (emails.length === 0) return 0;
      const result = await trx
        .updateTable('users')
        .set({ role: 'admin' })
        .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
        .where('email_verified', '=', true)
        .where('password_set_by_owner', '=', true)
        .where('role', '!=', 'admin')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Which of these e-mails (ADMIN_EMAILS, lower case) are not admins yet: no account has the address, or
     * its owner has not set its password through a reset link (promoteOwnerSetAdmins).
     */
    async adminsAwaitingReset(emails: string[], trx: Kysely<DB> = db): Promise<string[]> {
      if (emails.length === 0) return [];
      const admins = await trx
        .selectFrom('users')
        .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
        .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
        .where('role', '=', 'admin')
        .execute();
      const found = new Set(admins.map((row) => row.email));
      return emails.filter((email) => !found.has(email));
    },

    /**
     * `npm run admin:create`: the operator vouches for the account, so its address counts as verified and
     * its holder as proven.
     */
    async makeAdmin(id: string, now: Date, trx: Kysely<DB> = db) {
      await trx
        .updateTable('users')
        .set((eb) => ({
          role: 'admin',
          email_verified: true,
          holder_proven_at: provenSince(eb, now),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A session of the account started: it signed in at `now`. */
    async recordSignIn(id: string, now: Date, trx: Kysely<DB> = db) {
      await trx.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', id).execute();
    },

    async list(options: { skip: number; limit: number }, trx: Kysely<DB> = db) {
      return trx
        .selectFrom('users')
        .select(['id', 'email', 'role', 'created_at', 'last_sign_in_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(options.skip)
        .limit(options.limit)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
