import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest, conflict, forbidden, unauthorized } from '../../../http-errors';
import { MESSAGES } from '@shared/messages';
import { endedTokensShownSince } from '@shared/api/tokens';
import { ANOTHER_ACCOUNTS_LINK, INVALID_VERIFICATION_LINK, LOG_IN_TO_VERIFY } from '@shared/api/verification';
import type { DB } from '../../../db/schema';
import type { EndedApiTokenRow } from '../tokens/api-tokens-repository';
import { proveHolderByReset } from './account-proof';
import { hashPassword } from './passwords';
import type { UserRow } from './users-repository';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Creates an account in one transaction: the user, their personal workspace, and a trial that starts
 * now; then mails a link that verifies the address, unless `alsoDo` (run in the same transaction, for a
 * sign-up from an invitation) says it proved the address. Every account starts as a plain user, even one
 * listed in ADMIN_EMAILS: it becomes admin only once the mailbox's owner sets its password (recoverAccount).
 */
export async function registerAccount(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'database' | 'mailer'>,
  input: { email: string; password: string },
  alsoDo?: (user: UserRow, trx: Kysely<DB>) => Promise<boolean>,
) {
  const email = input.email.trim();
  const now = app.clock.now();
  if (await app.repos.users.findByEmail(email)) throw conflict(MESSAGES.accountExists);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  let verified = false;
  try {
    user = await app.database.db.transaction().execute(async (trx) => {
      const created = await app.repos.users.create({ email, passwordHash, role: 'user', now }, trx);
      await createPersonalWorkspace(app, created, now, trx);
      await app.repos.subscriptions.startTrial(created.id, now, trx);
      verified = (await alsoDo?.(created, trx)) ?? false;
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.accountExists);
    throw error;
  }
  if (!verified) await sendVerificationEmail(app, user);
  return user;
}

/** A workspace of the account's own, named after it as at sign-up, and current. */
async function createPersonalWorkspace(
  { repos }: Pick<FastifyInstance, 'repos'>,
  user: Pick<UserRow, 'id' | 'nickname'>,
  now: Date,
  trx: Kysely<DB>,
) {
  const name = `${user.nickname}'s workspace`;
  const workspaceId = await repos.workspaces.create({ name, ownerId: user.id, now }, trx);
  await repos.users.setCurrentWorkspace(user.id, workspaceId, trx);
}

/**
 * Starts a session of the account and returns its token, and records the sign-in's time in the same
 * transaction. An account left without any workspace (it handed its only one over and was then removed)
 * first gets a fresh personal workspace: a session needs a current workspace, and without one every
 * request of it would be refused.
 */
export async function startSession(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'config'>,
  user: UserRow,
  trx: Kysely<DB>,
): Promise<string> {
  const now = app.clock.now();
  // Locked, so that two sign-ins at once on two instances make one workspace.
  await app.repos.accountProof.lock(user.id, trx);
  if ((await app.repos.workspaces.listForUser(user.id, trx)).length === 0) {
    await createPersonalWorkspace(app, user, now, trx);
  }
  const ttlMs = app.config.SESSION_TTL_HOURS * 60 * 60 * 1000;
  await app.repos.users.recordSignIn(user.id, now, trx);
  return app.repos.sessions.create(user.id, now, ttlMs, trx);
}

/**
 * Mails the account a fresh single-use link (7 days) to /verify-email; the mail (and its link) is made
 * after the answer, by its job.
 */
export async function sendVerificationEmail(
  { mailer }: Pick<FastifyInstance, 'mailer'>,
  user: Pick<UserRow, 'id' | 'email'>,
) {
  await mailer.enqueue({ type: 'verify-email', userId: user.id });
}

/**
 * The account proved it owns its address (a verification link opened by its own session, or a reset link
 * mailed to it); that also proves its holder reads the mailbox (see markEmailVerified).
 */
export async function markAddressVerified(
  app: Pick<FastifyInstance, 'repos' | 'clock'>,
  userId: string,
  trx: Kysely<DB>,
) {
  return app.repos.users.markEmailVerified(userId, app.clock.now(), trx);
}

/**
 * A verification link was opened; returns whether the link's account was verified already (whoever opens
 * it: that reveals nothing). Otherwise the link confirms the address only for a signed-in session of the
 * account it was made for, so that a verified address always means that the account's holder reads the
 * mailbox: whoever registered someone else's address and kept the password can never have it verified by
 * the owner's click. Opened signed out (401) or by another account (403), the link stays usable.
 */
export async function verifyAddressByLink(
  app: Pick<FastifyInstance, 'repos' | 'clock'>,
  token: string,
  openedBy: string | undefined,
  trx: Kysely<DB>,
): Promise<boolean> {
  const now = app.clock.now();
  const userId = await app.repos.emailVerifications.madeFor(token, trx);
  // Locked, so that the same link opened twice at once confirms once and tells the other it is verified.
  const account =
    userId && (await app.repos.accountProof.lock(userId, trx))
      ? await app.repos.users.findById(userId, trx)
      : null;
  if (!account) throw badRequest(INVALID_VERIFICATION_LINK);
  if (account.email_verified) return true;
  if (!(await app.repos.emailVerifications.peek(token, now, trx)))
    throw badRequest(INVALID_VERIFICATION_LINK);
  if (!openedBy) throw unauthorized(LOG_IN_TO_VERIFY);
  if (openedBy !== account.id) throw forbidden(ANOTHER_ACCOUNTS_LINK);
  await app.repos.emailVerifications.consume(token, now, trx);
  await markAddressVerified(app, account.id, trx);
  return false;
}

/**
 * The mailbox's owner chose the account's password through a link mailed to it (a reset): the address is
 * verified, the account is admin when ADMIN_EMAILS lists it, and every way in that anyone else may hold
 * ends: sessions, API tokens (recorded, so the owner is told which) and pending purchases (whose cookie
 * could otherwise choose the password). When it is the first proof that the mailbox's owner holds the
 * account, what the account did before is undone (proveHolderByReset). Returns the workspaces whose
 * members that changed, and the tokens that ended.
 */
export async function recoverAccount(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'config' | 'billingRepo'>,
  userId: string,
  passwordHash: string,
  trx: Kysely<DB>,
): Promise<{ workspaces: string[]; endedTokens: EndedApiTokenRow[] }> {
  const now = app.clock.now();
  await app.repos.users.setPassword(userId, { passwordHash, byOwner: true, now }, trx);
  // Before the address is marked verified, which proves the holder too: only then is this the first proof.
  const changed = await proveHolderByReset(app.repos, userId, now, trx);
  const user = await markAddressVerified(app, userId, trx);
  if (user && app.config.ADMIN_EMAILS.includes(user.email.toLowerCase())) {
    await app.repos.users.promoteOwnerSetAdmins([user.email.toLowerCase()], trx);
  }
  await app.billingRepo.endPurchases(userId, now, trx);
  await app.repos.sessions.deleteAllForUser(userId, trx);
  const endedTokens = await app.repos.apiTokens.endAllForUser(userId, now, endedTokensShownSince(now), trx);
  return { workspaces: changed, endedTokens };
}
