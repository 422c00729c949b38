import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { dropJobs, scheduledJobs } from '../jobs/scheduled-jobs';
import type { DB } from '../../../db/schema';
import { CONFIRM_MISMATCH, ONLY_WORKSPACE } from '@shared/api/workspace-deletion';
import { badRequest, conflict, notFound } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { eraseWorkspace, WORKSPACE_DELETION_JOB, type ErasureDeps } from './workspace-deletion';

const DAY_MS = 24 * 60 * 60 * 1000;
/** When a deletion carried out at once is tried again, should its instance stop before the end. */
const ERASE_AGAIN_AFTER_MS = 60 * 60 * 1000;

/** What asking for, reading and cancelling a workspace's deletion use. */
export type DeletionDeps = ErasureDeps & Pick<FastifyInstance, 'config' | 'mailer'>;

/** The job of the workspace's scheduled deletion, if one waits (a failed one is no longer scheduled). */
function pendingJobs(trx: Kysely<DB>, workspaceId: string) {
  return scheduledJobs(trx, WORKSPACE_DELETION_JOB, 'workspaceId', workspaceId);
}

/** Only the caller's current workspace is addressed: any other id is not found, whoever owns it. */
function requireCurrent(auth: AuthContext, workspaceId: string) {
  if (auth.workspace.workspaceId !== workspaceId || auth.workspace.ownerId !== auth.user.id) {
    throw notFound('Workspace not found');
  }
}

/** When the workspace's scheduled deletion will run; null when none is scheduled. */
export async function scheduledDeletion(
  app: Pick<FastifyInstance, 'database'>,
  auth: AuthContext,
  workspaceId: string,
): Promise<Date | null> {
  requireCurrent(auth, workspaceId);
  const job = await pendingJobs(app.database.db, workspaceId).executeTakeFirst();
  return job?.due_at ?? null;
}

/**
 * Whether the user keeps a workspace once this one goes: a membership elsewhere whose own deletion is not
 * scheduled. The account must have somewhere to sign in to; its last workspace goes with the account.
 */
async function keepsAnotherWorkspace(trx: Kysely<DB>, userId: string, workspaceId: string) {
  const other = await trx
    .selectFrom('workspace_members as m')
    .select('m.workspace_id')
    .where('m.user_id', '=', userId)
    .where('m.workspace_id', '!=', workspaceId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs')
            .select('jobs.id')
            .where('jobs.kind', '=', WORKSPACE_DELETION_JOB)
            .where('jobs.failed_at', 'is', null)
            .where(sql<string>`jobs.payload ->> 'workspaceId'`, '=', sql<string>`m.workspace_id::text`),
        ),
      ),
    )
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * The owner asks for the deletion of their current workspace, typing its name. With a grace period the
 * deletion is scheduled as a durable job (asked again, the schedule stands) and the owner is mailed;
 * without one it is carried out before this resolves. Resolves to when it will run, or null when done.
 */
export async function requestWorkspaceDeletion(
  app: DeletionDeps,
  auth: AuthContext,
  workspaceId: string,
  confirm: string,
): Promise<Date | null> {
  requireCurrent(auth, workspaceId);
  if (confirm.trim() !== auth.workspace.workspaceName.trim()) throw badRequest(CONFIRM_MISMATCH);
  const graceDays = app.config.ACCOUNT_DELETION_GRACE_DAYS;
  const now = app.clock.now().getTime();
  const scheduled = await app.database.db.transaction().execute(async (trx) => {
    // Held until the end: two requests at once schedule one deletion, and two workspaces of one owner
    // asked for together cannot both leave the account without one.
    await sql`select id from workspaces where owner_id = ${auth.user.id} order by id for update`.execute(trx);
    const pending = await pendingJobs(trx, workspaceId).executeTakeFirst();
    if (pending) return { dueAt: pending.due_at, jobId: pending.id };
    if (!(await keepsAnotherWorkspace(trx, auth.user.id, workspaceId))) throw conflict(ONLY_WORKSPACE);
    // Without a grace period the job is still written: it marks the workspace as going for a request
    // about another one, and should this instance stop half-way, it finishes the work an hour later.
    const dueAt = new Date(now + (graceDays === 0 ? ERASE_AGAIN_AFTER_MS : graceDays * DAY_MS));
    const payload = { workspaceId, ownerId: auth.user.id };
    const jobId = await app.jobs.enqueue(WORKSPACE_DELETION_JOB, payload, { dueAt }, trx);
    if (graceDays === 0) return { dueAt: null, jobId };
    await app.mailer.enqueue(
      {
        type: 'workspace-deletion',
        userId: auth.user.id,
        workspaceName: auth.workspace.workspaceName,
        deletesAt: dueAt.toISOString(),
      },
      trx,
    );
    return { dueAt, jobId };
  });
  if (scheduled.dueAt) {
    app.jobs.wake();
    return scheduled.dueAt;
  }
  await eraseWorkspace(app, workspaceId);
  await app.database.db.deleteFrom('jobs').where('id', '=', scheduled.jobId).execute();
  return null;
}

/**
 * The owner cancels the scheduled deletion: its job goes unless an instance is carrying it out now
 * (409). Cancelling when nothing is scheduled changes nothing.
 */
export async function cancelWorkspaceDeletion(
  app: Pick<FastifyInstance, 'database' | 'clock'>,
  auth: AuthContext,
  workspaceId: string,
): Promise<void> {
  requireCurrent(auth, workspaceId);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    const jobs = await pendingJobs(trx, workspaceId).forUpdate().execute();
    if (jobs.some((job) => job.claimed_until !== null && job.claimed_until > now)) {
      throw conflict('The deletion of this workspace is already under way and can no longer be cancelled.');
    }
    if (jobs.length === 0) return;
    await dropJobs(
      trx,
      jobs.map((job) => job.id),
    );
  });
}

/**
 * The job's work: the workspace goes if it is still the one its owner asked to delete (a hand-over since
 * then leaves it to its new owner) and the owner keeps another workspace.
 */
export async function carryOutDeletion(app: ErasureDeps, payload: unknown): Promise<void> {
  const { workspaceId, ownerId } = (payload ?? {}) as { workspaceId?: unknown; ownerId?: unknown };
  if (typeof workspaceId !== 'string' || typeof ownerId !== 'string') return;
  const { db } = app.database;
  const workspace = await db
    .selectFrom('workspaces')
    .select('owner_id')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace || workspace.owner_id !== ownerId) return;
  const elsewhere = await db
    .selectFrom('workspace_members')
    .select('workspace_id')
    .where('user_id', '=', ownerId)
    .where('workspace_id', '!=', workspaceId)
    .executeTakeFirst();
  if (!elsewhere) return;
  await eraseWorkspace(app, workspaceId);
}
