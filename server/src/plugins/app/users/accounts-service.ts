import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { conflict } from '../../../http-errors';
import { MESSAGES } from '@shared/messages';
import type { DB } from '../../../db/schema';
import { appLink } from '../mail/links';
import { hashPassword } from './passwords';
import type { UserRow } from './users-repository';

const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Creates an account in one transaction: the user, their personal workspace, and a trial that starts
 * now; then mails a link that verifies the address. Every account starts as a plain user, even one listed
 * in ADMIN_EMAILS: it becomes admin only once the mailbox's owner sets its password (recoverAccount).
 */
export async function registerAccount(app: FastifyInstance, input: { email: string; password: string }) {
  const email = input.email.trim();
  const now = app.clock.now();
  if (await app.repos.users.findByEmail(email)) throw conflict(MESSAGES.accountExists);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await app.database.db.transaction().execute(async (trx) => {
      const created = await app.repos.users.create({ email, passwordHash, role: 'user', now }, trx);
      const workspaceId = await app.repos.workspaces.create(
        { name: `${created.nickname}'s workspace`, ownerId: created.id, now },
        trx,
      );
      await app.repos.users.setCurrentWorkspace(created.id, workspaceId, trx);
      await app.repos.subscriptions.startTrial(created.id, now, trx);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.accountExists);
    throw error;
  }
  await sendVerificationEmail(app, user);
  return user;
}

/** Mails the account a fresh single-use link (7 days) to /verify-email; the mail goes out after the answer. */
export async function sendVerificationEmail(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email'>) {
  const token = await app.repos.emailVerifications.create(user.id, app.clock.now(), VERIFICATION_TTL_MS);
  const link = appLink(app, '/verify-email', { token });
  app.mailer.deliver({
    to: user.email,
    subject: 'Confirm your e-mail address for Mindlane',
    text: `Welcome to Mindlane.\n\nConfirm that this address is yours (the link works once, for 7 days):\n${link}\n\nIf you did not create a Mindlane account, ignore this e-mail.`,
    link,
  });
}

/** The account proved it owns its address (a verification link, or a reset link mailed to it). */
export async function markAddressVerified(app: FastifyInstance, userId: string, trx: Kysely<DB>) {
  return app.repos.users.markEmailVerified(userId, app.clock.now(), trx);
}

/**
 * The mailbox's owner chose the account's password through a link mailed to it (a reset): the address is
 * verified, the account is admin when ADMIN_EMAILS lists it, and every way in that anyone else may hold
 * ends: sessions, API tokens and pending purchases (whose cookie could otherwise choose the password).
 */
export async function recoverAccount(
  app: FastifyInstance,
  userId: string,
  passwordHash: string,
  trx: Kysely<DB>,
) {
  const now = app.clock.now();
  await app.repos.users.setPassword(userId, { passwordHash, byOwner: true, now }, trx);
  const user = await markAddressVerified(app, userId, trx);
  if (user && app.config.ADMIN_EMAILS.includes(user.email.toLowerCase())) {
    await app.repos.users.promoteOwnerSetAdmins([user.email.toLowerCase()], trx);
  }
  await app.billingRepo.endPurchases(userId, now, trx);
  await app.repos.sessions.deleteAllForUser(userId, trx);
  await app.repos.apiTokens.deleteAllForUser(userId, trx);
}
