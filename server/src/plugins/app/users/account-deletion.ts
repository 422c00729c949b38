import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { dropJobs, scheduledJobs } from '../jobs/scheduled-jobs';
import type { DB } from '../../../db/schema';
import {
  DELETION_UNDER_WAY,
  sharedWorkspacesMessage,
  WRONG_PASSWORD,
  type AccountDeletion,
  type DeletionWorkspace,
} from '@shared/api/account-deletion';
import { conflict, forbidden } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { startSignIn } from '../sessions/sign-in-throttle';
import { ACCOUNT_DELETION_JOB, eraseAccount, type AccountErasureDeps } from './account-erasure';
import { verifyPassword } from './passwords';

export { ACCOUNT_DELETION_JOB };

const DAY_MS = 24 * 60 * 60 * 1000;
/** When a deletion carried out at once is tried again, should its instance stop before the end. */
const ERASE_AGAIN_AFTER_MS = 60 * 60 * 1000;

/** What asking for, reading and cancelling an account's deletion use. */
export type AccountDeletionDeps = AccountErasureDeps & Pick<FastifyInstance, 'mailer'>;

/**
 * What the job keeps: whose account, whether scheduling it set the paid plan to end, and whether it is the
 * job of a deletion carried out at once (which nothing cancels).
 */
export interface AccountDeletionPayload {
  userId: string;
  planEnded: boolean;
  atOnce: boolean;
}

/** The account's pending deletion job, if one waits (a failed one is no longer scheduled). */
function pendingJobs(trx: Kysely<DB>, userId: string) {
  return scheduledJobs(trx, ACCOUNT_DELETION_JOB, 'userId', userId);
}

/**
 * What deleting the account does to its workspaces: those it owns alone go, those it owns with other
 * members go only when confirmed, and those of others it leaves. Each with its number of members.
 */
export async function deletionPlan(app: Pick<FastifyInstance, 'database'>, userId: string) {
  const rows = await sql<{ id: string; name: string; owner_id: string; members: string }>`
    select w.id, w.name, w.owner_id, (select count(*) from workspace_members c where c.workspace_id = w.id)::text as members
    from workspace_members m join workspaces w on w.id = m.workspace_id
    where m.user_id = ${userId}
    order by w.name, w.id
  `.execute(app.database.db);
  const plan = {
    deletes: [] as DeletionWorkspace[],
    shared: [] as DeletionWorkspace[],
    leaves: [] as DeletionWorkspace[],
  };
  for (const row of rows.rows) {
    const workspace = { id: row.id, name: row.name, members: Number(row.members) };
    if (row.owner_id !== userId) plan.leaves.push(workspace);
    else if (workspace.members > 1) plan.shared.push(workspace);
    else plan.deletes.push(workspace);
  }
  return plan;
}

/** The account's scheduled deletion, if any, and what it would do. */
export async function readAccountDeletion(
  app: Pick<FastifyInstance, 'database'>,
  userId: string,
): Promise<AccountDeletion> {
  const job = await pendingJobs(app.database.db, userId).executeTakeFirst();
  return { deletesAt: job?.due_at.toISOString() ?? null, ...(await deletionPlan(app, userId)) };
}

/**
 * Checks the account's current password as a sign-in does: the attempt counts towards the sign-in
 * throttle (a wrong password is a failure on the account from this address), so this route cannot be
 * used to guess passwords faster than the sign-in form. A wrong password is a 403, not a 401: the session
 * is fine, the answer must not sign the browser out.
 */
async function checkPassword(
  app: Pick<FastifyInstance, 'repos' | 'clock'>,
  reply: FastifyReply,
  auth: AuthContext,
  input: { password: string; address: string },
) {
  const attempt = await startSignIn(app, reply, { email: auth.user.email, address: input.address });
  const user = await app.repos.users.findById(auth.user.id);
  if (!user || !(await verifyPassword(user.password_hash, input.password))) throw forbidden(WRONG_PASSWORD);
  await attempt.succeeded();
}

/**
 * The signed-in account asks for its deletion with its password. Workspaces it owns with other members
 * need `deleteOwnedWorkspaces` (else 409 naming them, checked before the password is). With a grace period the deletion is scheduled as
 * a durable job (asked again, the schedule stands), the paid plan is set to end with its period and the
 * account is mailed; without one it is carried out before this resolves. Resolves to when it will run, or
 * null when done.
 */
export async function requestAccountDeletion(
  app: AccountDeletionDeps,
  reply: FastifyReply,
  auth: AuthContext,
  input: { password: string; deleteOwnedWorkspaces?: boolean; address: string },
): Promise<Date | null> {
  const userId = auth.user.id;
  // The cheap refusal first, before the password is hashed (its own workspaces are the caller's to know).
  const { shared } = await deletionPlan(app, userId);
  if (shared.length > 0 && input.deleteOwnedWorkspaces !== true)
    throw conflict(sharedWorkspacesMessage(shared));
  await checkPassword(app, reply, auth, input);
  const pending = await pendingJobs(app.database.db, userId).executeTakeFirst();
  if (pending) return pending.due_at;
  const graceDays = app.config.ACCOUNT_DELETION_GRACE_DAYS;
  const planEnded = graceDays > 0 && (await app.billing.endForAccountDeletion(userId));
  const dueAt = new Date(
    app.clock.now().getTime() + (graceDays === 0 ? ERASE_AGAIN_AFTER_MS : graceDays * DAY_MS),
  );
  const scheduled = await app.database.db.transaction().execute(async (trx) => {
    // Held until the end: two requests at once schedule one deletion.
    await app.repos.accountProof.lock(userId, trx);
    const again = await pendingJobs(trx, userId).executeTakeFirst();
    if (again) return { dueAt: again.due_at, jobId: again.id, fresh: false };
    const payload: AccountDeletionPayload = { userId, planEnded, atOnce: graceDays === 0 };
    // Without a grace period the job is still written: should this instance stop half-way, it finishes
    // the work an hour later.
    const jobId = await app.jobs.enqueue(ACCOUNT_DELETION_JOB, { ...payload }, { dueAt }, trx);
    if (graceDays > 0) {
      await app.mailer.enqueue({ type: 'account-deletion', userId, deletesAt: dueAt.toISOString() }, trx);
    }
    return { dueAt, jobId, fresh: true };
  });
  if (!scheduled.fresh || graceDays > 0) {
    app.jobs.wake();
    return scheduled.dueAt;
  }
  await eraseAccount(app, userId);
  await app.database.db.deleteFrom('jobs').where('id', '=', scheduled.jobId).execute();
  return null;
}

/**
 * Cancels the account's scheduled deletion (the Cancel button, or a successful sign-in): its job goes
 * unless an instance is carrying it out now (409), a plan that scheduling set to end renews again, and,
 * when `mail` says so, the account is told. Resolves to whether a deletion was cancelled.
 */
export async function cancelAccountDeletion(
  app: AccountDeletionDeps,
  userId: string,
  options: { mail: boolean },
): Promise<boolean> {
  const now = app.clock.now();
  const cancelled = await app.database.db.transaction().execute(async (trx) => {
    const jobs = await pendingJobs(trx, userId).forUpdate().execute();
    const underWay = (job: (typeof jobs)[number]) =>
      (job.claimed_until !== null && job.claimed_until > now) ||
      (job.payload as Partial<AccountDeletionPayload>).atOnce === true;
    if (jobs.some(underWay)) {
      throw conflict(DELETION_UNDER_WAY);
    }
    if (jobs.length === 0) return null;
    await dropJobs(
      trx,
      jobs.map((job) => job.id),
    );
    if (options.mail) await app.mailer.enqueue({ type: 'account-deletion-cancelled', userId }, trx);
    return jobs.some((job) => (job.payload as Partial<AccountDeletionPayload>).planEnded === true);
  });
  if (cancelled === null) return false;
  if (cancelled) await app.billing.resumeAfterAccountDeletion(userId);
  return true;
}

/** The job's work: the account goes, if it is still there. */
export async function carryOutAccountDeletion(app: AccountErasureDeps, payload: unknown): Promise<void> {
  const { userId } = (payload ?? {}) as { userId?: unknown };
  if (typeof userId !== 'string') return;
  await eraseAccount(app, userId);
}
