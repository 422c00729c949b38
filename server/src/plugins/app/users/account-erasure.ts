import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { forgetInWebhookEvents } from '../webhooks/event-erasure';
import { memberEvent } from '../webhooks/member-events';
import { eraseWorkspace, type ErasureDeps } from '../workspaces/workspace-deletion';
import { forgetMoverInBoards } from './mover-erasure';

/** What carrying out an account's deletion uses. */
export type AccountErasureDeps = ErasureDeps & Pick<FastifyInstance, 'config' | 'billing' | 'accessVersion'>;

/** The kind of the durable job that carries out a scheduled account deletion (account-deletion-plugin.ts). */
export const ACCOUNT_DELETION_JOB = 'account.delete';

/**
 * Every way in ends first, in one transaction: sessions and API tokens (and the pending purchases whose
 * cookie could choose a password), so nothing acts for the account while the rest goes. The access
 * version moves with it and every instance hears of it before anything else is erased.
 */
async function endAccess(app: AccountErasureDeps, userId: string) {
  await app.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('purchases').where('user_id', '=', userId).execute();
  });
  await app.accessVersion.sync();
  app.accessEvents.emit('changed', { userId });
}

/**
 * Leaves each workspace of someone else's, one transaction each, as a member who leaves does (the
 * workspace's webhooks hear `member.removed`), once its boards no longer name the account as a card's
 * mover. Their comments there stay, signed by nobody ('Anon') once the user row goes.
 */
async function leaveOthers(
  app: AccountErasureDeps,
  user: { id: string; name: string; email: string },
): Promise<string[]> {
  const userId = user.id;
  const memberships = await app.database.db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['m.workspace_id', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('w.owner_id', '!=', userId)
    .execute();
  for (const { workspace_id: workspaceId, role } of memberships) {
    await forgetMoverInBoards(app, [workspaceId], [user.name, user.email]);
    const told = await app.database.db.transaction().execute(async (trx) => {
      if (!(await app.repos.workspaces.removeMember(workspaceId, userId, trx))) return () => undefined;
      return memberEvent(app, trx, { workspaceId, userId, role, type: 'member.removed' });
    });
    told();
    app.accessEvents.emit('changed', { workspaceId });
  }
  return memberships.map((row) => row.workspace_id);
}

/**
 * The last step, in one transaction: what names the account without a key to its row (invitations to its
 * address, sign-in failures, queued mails), its payments' Stripe invoice links (Stripe's page shows the
 * customer's name and address; the amounts and dates stay for the books, with no one named), then the
 * user row, which by foreign key takes its subscription, notifications, AI runs of its own allowance,
 * reset and verification links, checkouts, ended-token records and hand-over notes, and sets to null
 * what it authored elsewhere: comments (shown as 'Anon'), mentions' actor, the AI runs it started in
 * others' workspaces (still counted against their owners' allowance), imports, documents and webhooks.
 */
async function removeUserRow(app: AccountErasureDeps, userId: string, email: string) {
  await app.database.db.transaction().execute(async (trx) => {
    const address = email.toLowerCase();
    await trx
      .deleteFrom('invitations')
      .where(sql<string>`lower(email)`, '=', address)
      .execute();
    await trx.deleteFrom('sign_in_failures').where('email', '=', address).execute();
    await trx
      .deleteFrom('jobs')
      .where('kind', '!=', ACCOUNT_DELETION_JOB)
      .where((eb) =>
        eb.or([
          eb(sql<string>`payload ->> 'userId'`, '=', userId),
          eb(sql<string>`lower(payload ->> 'to')`, '=', address),
        ]),
      )
      .execute();
    await trx.updateTable('payments').set({ invoice_url: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

/**
 * Carries out an account's deletion: its access ends everywhere, its paid plan is cancelled at Stripe, the
 * workspaces it owns are erased one by one (eraseWorkspace, each in short transactions), it leaves the
 * others, and its user row goes last. Safe to run again after an interruption: each step finds what the
 * last one left.
 */
export async function eraseAccount(app: AccountErasureDeps, userId: string): Promise<void> {
  const { db } = app.database;
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  await endAccess(app, userId);
  await app.billing.cancelForAccountDeletion(userId);
  const owned = await db.selectFrom('workspaces').select('id').where('owner_id', '=', userId).execute();
  for (const { id } of owned) await eraseWorkspace(app, id);
  const left = await leaveOthers(app, user);
  await forgetInWebhookEvents(app, left, [user.name, user.email]);
  await removeUserRow(app, userId, user.email);
  await app.accessVersion.sync();
  app.accessEvents.emit('changed', { userId });
  for (const workspaceId of left) app.accessEvents.emit('changed', { workspaceId });
}
