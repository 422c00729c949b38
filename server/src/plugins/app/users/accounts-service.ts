import type { FastifyInstance } from 'fastify';
import { conflict } from '../../../http-errors';
import { MESSAGES } from '@shared/messages';
import { hashPassword } from './passwords';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Creates an account in one transaction: the user (admin when listed in ADMIN_EMAILS), their personal
 * workspace, and a trial that starts now.
 */
export async function registerAccount(app: FastifyInstance, input: { email: string; password: string }) {
  const email = input.email.trim();
  const now = app.clock.now();
  if (await app.repos.users.findByEmail(email)) throw conflict(MESSAGES.accountExists);
  const passwordHash = await hashPassword(input.password);
  const role = app.config.ADMIN_EMAILS.includes(email.toLowerCase()) ? 'admin' : 'user';
  try {
    return await app.database.db.transaction().execute(async (trx) => {
      const user = await app.repos.users.create({ email, passwordHash, role, now }, trx);
      const workspaceId = await app.repos.workspaces.create(
        { name: `${user.nickname}'s workspace`, ownerId: user.id, now },
        trx,
      );
      await app.repos.users.setCurrentWorkspace(user.id, workspaceId, trx);
      await app.repos.subscriptions.startTrial(user.id, now, trx);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.accountExists);
    throw error;
  }
}
