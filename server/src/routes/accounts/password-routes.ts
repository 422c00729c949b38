import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  resetPasswordBody,
  resetPasswordResponse,
  successResponse,
} from '@shared/api/auth';
import { presentEndedToken } from '../../plugins/app/tokens/present-ended-token';
import { recoverAccount } from '../../plugins/app/users/accounts-service';
import { hashPassword } from '../../plugins/app/users/passwords';
import { badRequest } from '../../http-errors';
import * as example from '../example-samples';

const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
const tags = ['accounts'];

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  /**
   * Always answers the same, whether or not the account exists; the link goes out by e-mail after the
   * answer, so a failing mail server neither fails the request nor tells anything.
   */
  app.post(
    '/forgot-password',
    {
      config: {
        access: 'public',
        operation: {
          id: 'requestPasswordReset',
          summary: 'Mail a password reset link',
          description:
            'Answers the same whether or not the address has an account. Limited per address and per account.',
          examples: { body: { email: example.EMAIL }, answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, body: forgotPasswordBody, response: { 200: successResponse } },
      preHandler: app.limit('resetPerAddress', 'resetPerAccount'),
    },
    async (request) => {
      const user = await repos.users.findByEmail(request.body.email);
      if (user) {
        // The link is made when the mail is sent, by its job; the queued mail holds none.
        await app.mailer.enqueue({ type: 'reset-password', userId: user.id });
      }
      return { success: true as const };
    },
  );

  /**
   * Sets a new password from a single-use link, ends every session and revokes every API token of the
   * account, answering which tokens ended (whoever holds the link is the account's owner now). The link
   * came to the account's address, so using it also verifies that address, and when it is the first proof
   * that the mailbox's owner holds the account, what was done before is undone.
   */
  app.post(
    '/reset-password',
    {
      config: {
        access: 'public',
        operation: {
          id: 'resetPassword',
          summary: 'Choose a new password from a reset link',
          description:
            'Ends every session of the account, revokes its API tokens and ends pending purchases. The answer names the tokens that ended (`endedTokens`), which GET /tokens/ended also lists.',
          examples: {
            body: { token: 'Xq3v9LmR2pT8wK1zY6bN4cD7', password: 'a-new-long-passphrase' },
            answers: { 200: { ...example.SUCCESS, endedTokens: [example.endedToken] } },
          },
        },
      },
      schema: { tags, body: resetPasswordBody, response: { 200: resetPasswordResponse } },
      preHandler: app.limit('passwordChoicePerAddress'),
    },
    async (request) => {
      const { token, password } = request.body;
      // The token is checked before the password is hashed: a flood of made-up tokens costs no hashing.
      if (!(await repos.passwordResets.peek(token, app.clock.now()))) throw badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(password);
      const { userId, workspaces, endedTokens } = await app.database.db.transaction().execute(async (trx) => {
        const owner = await repos.passwordResets.consume(token, app.clock.now(), trx);
        if (!owner) throw badRequest(INVALID_RESET_LINK);
        return { userId: owner, ...(await recoverAccount(app, owner, passwordHash, trx)) };
      });
      app.accessEvents.emit('changed', { userId });
      for (const workspaceId of workspaces) app.accessEvents.emit('changed', { workspaceId });
      return { success: true as const, endedTokens: endedTokens.map(presentEndedToken) };
    },
  );
};

export default passwordRoutes;
