import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import { ALREADY_VERIFIED, INVALID_VERIFICATION_LINK, verifyEmailBody } from '@shared/api/verification';
import { markAddressVerified, sendVerificationEmail } from '../../plugins/app/users/accounts-service';
import { badRequest } from '../../http-errors';

const tags = ['accounts'];

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  /** Public: the link may be opened in a browser that is not signed in. Each link works once. */
  app.post(
    '/verify-email',
    { schema: { tags, body: verifyEmailBody, response: { 200: successResponse } } },
    async (request) => {
      const now = app.clock.now();
      await app.database.db.transaction().execute(async (trx) => {
        const userId = await repos.emailVerifications.consume(request.body.token, now, trx);
        if (!userId) throw badRequest(INVALID_VERIFICATION_LINK);
        await markAddressVerified(app, userId, trx);
      });
      return { success: true as const };
    },
  );

  /** Mails the signed-in account a new verification link. */
  app.post(
    '/resend-verification',
    {
      schema: { tags, response: { 200: successResponse } },
      preHandler: app.limit('verificationPerUser'),
    },
    async (request) => {
      const { user } = request.auth;
      if (user.email_verified) throw badRequest(ALREADY_VERIFIED);
      await sendVerificationEmail(app, user);
      return { success: true as const };
    },
  );
};

export default verificationRoutes;
