import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody, successResponse } from '@shared/api/auth';
import { rateLimits } from '../../plugins/app/access/rate-limiter';
import { hashPassword } from '../../plugins/app/users/passwords';
import { ownOrigin } from '../../plugins/security';
import { badRequest } from '../../http-errors';

const RESET_TTL_MS = 60 * 60 * 1000;
const tags = ['accounts'];

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const RATE_LIMITS = rateLimits(app.config);
  const { repos } = app;

  /** Always answers the same, whether or not the account exists; the link goes out by e-mail. */
  app.post(
    '/forgot-password',
    { schema: { tags, body: forgotPasswordBody, response: { 200: successResponse } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      app.rateLimiter.hit([
        { key: `reset:ip:${request.ip}`, rule: RATE_LIMITS.resetPerAddress },
        { key: `reset:account:${email}`, rule: RATE_LIMITS.resetPerAccount },
      ]);
      const user = await repos.users.findByEmail(email);
      if (user) {
        const token = await repos.passwordResets.create(user.id, app.clock.now(), RESET_TTL_MS);
        const link = `${ownOrigin(request, app.config.PUBLIC_URL)}/reset-password?token=${token}`;
        await app.mailer.send({
          to: user.email,
          subject: 'Reset your Mindlane password',
          text: `Someone asked to reset the password of your Mindlane account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail.`,
          link,
        });
      }
      return { success: true as const };
    },
  );

  /** Sets a new password from a single-use link and ends every session of the account. */
  app.post(
    '/reset-password',
    { schema: { tags, body: resetPasswordBody, response: { 200: successResponse } } },
    async (request) => {
      const now = app.clock.now();
      const passwordHash = await hashPassword(request.body.password);
      await app.database.db.transaction().execute(async (trx) => {
        const userId = await repos.passwordResets.consume(request.body.token, now, trx);
        if (!userId) throw badRequest('This reset link is invalid or has expired.');
        await repos.users.setPassword(userId, passwordHash, now, trx);
        await repos.sessions.deleteAllForUser(userId, trx);
        app.accessEvents.emit('changed', { userId });
      });
      return { success: true as const };
    },
  );
};

export default passwordRoutes;
