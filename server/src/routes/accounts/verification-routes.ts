import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import {
  ALREADY_VERIFIED,
  ANOTHER_ACCOUNTS_LINK,
  LOG_IN_TO_VERIFY,
  verifyEmailBody,
  verifyEmailResponse,
} from '@shared/api/verification';
import { sendVerificationEmail, verifyAddressByLink } from '../../plugins/app/users/accounts-service';
import { badRequest } from '../../http-errors';
import * as example from '../example-samples';

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
    {
      config: {
        access: 'public',
        operation: {
          id: 'verifyEmail',
          summary: 'Verify an e-mail address from its link (once)',
          description: `The link confirms the address only for a signed-in session of the account it was made for: opened signed out it answers 401, by another account's session 403 ("${ANOTHER_ACCOUNTS_LINK}"), and stays usable. A link made for an account whose address is verified answers 200 with \`alreadyVerified: true\`, whoever opens it.`,
          errors: { 401: LOG_IN_TO_VERIFY },
          examples: {
            body: { token: 'vE7kP2mQ9sT4wX1zB6nC3dF8' },
            answers: { 200: { success: true, alreadyVerified: false } },
          },
        },
      },
      schema: { tags, body: verifyEmailBody, response: { 200: verifyEmailResponse } },
    },
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
      config: {
        access: 'account',
        operation: {
          id: 'resendVerification',
          summary: 'Mail a new verification link',
          description: 'At most 5 an hour.',
          errors: { 400: ALREADY_VERIFIED },
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
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
