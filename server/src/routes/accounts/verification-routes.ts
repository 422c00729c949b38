import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import { ALREADY_VERIFIED, verifyEmailBody, verifyEmailResponse } from '@shared/api/verification';
import { sendVerificationEmail, verifyAddressByLink } from '../../plugins/app/users/accounts-service';
import { badRequest } from '../../http-errors';

const tags = ['accounts'];

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Public: the link may be opened in a browser that is not signed in, which is then asked to log in (401)
   * and may open it again. It confirms the address only for a session of the account it was made for, and
   * works once; opened again (or after it expired) for an account whose address is verified by then, it
   * says so, whoever opens it. Only the link's secret token is read, so nothing is told about any address
   * its holder did not receive a link for.
   */
  app.post(
    '/verify-email',
    { schema: { tags, body: verifyEmailBody, response: { 200: verifyEmailResponse } } },
    async (request) => {
      const alreadyVerified = await app.database.db
        .transaction()
        .execute((trx) => verifyAddressByLink(app, request.body.token, request.session?.user.id, trx));
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
