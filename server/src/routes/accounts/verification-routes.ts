import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import {
  ALREADY_VERIFIED,
  INVALID_VERIFICATION_LINK,
  verifyEmailBody,
  verifyEmailResponse,
} from '@shared/api/verification';
import { sendVerificationEmail, verifyAddress } from '../../plugins/app/users/accounts-service';
import { badRequest } from '../../http-errors';

const tags = ['accounts'];

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  /**
   * Public: the link may be opened in a browser that is not signed in. Each link works once; opened again
   * (or after it expired) for an account whose address is verified by then, it says so. Only the link's
   * secret token is read, so nothing is told about any address its holder did not receive a link for.
   * Opened by a session of the same account, it also proves that the account's holder reads the mailbox.
   */
  app.post(
    '/verify-email',
    { schema: { tags, body: verifyEmailBody, response: { 200: verifyEmailResponse } } },
    async (request) => {
      const now = app.clock.now();
      const { token } = request.body;
      const alreadyVerified = await app.database.db.transaction().execute(async (trx) => {
        const userId = await repos.emailVerifications.consume(token, now, trx);
        if (userId) {
          await verifyAddress(app, userId, request.session?.user.id, trx);
          return false;
        }
        const madeFor = await repos.emailVerifications.madeFor(token, trx);
        const account = madeFor ? await repos.users.findById(madeFor, trx) : null;
        if (!account?.email_verified) throw badRequest(INVALID_VERIFICATION_LINK);
        return true;
      });
      return { success: true as const, alreadyVerified };
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
