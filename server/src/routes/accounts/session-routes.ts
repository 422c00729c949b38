import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  meOrVisitorResponse,
  meResponse,
  profileBody,
  signUpBody,
  successResponse,
} from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { DELETION_UNDER_WAY } from '@shared/api/account-deletion';
import { startSignIn } from '../../plugins/app/sessions/sign-in-throttle';
import { registerAccount, startSession } from '../../plugins/app/users/accounts-service';
import { cancelAccountDeletion } from '../../plugins/app/users/account-deletion';
import { verifyPassword } from '../../plugins/app/users/passwords';
import { openInvitationForSignUp } from '../../plugins/app/workspaces/members-service';
import { presentUser } from '../../plugins/app/users/present-user';
import { HttpError, unauthorized } from '../../http-errors';
import * as example from '../example-samples';

const tags = ['accounts'];

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.post(
    '/register',
    {
      config: {
        access: 'public',
        operation: {
          id: 'register',
          summary: 'Create an account and sign it in',
          description:
            "Starts a trial workspace and mails a verification link. Limited per address. With `invitationToken` (from an invitation's link) and the address the invitation names, the account starts verified, joins that workspace with the invitation's role and works in it; with another address it is an ordinary sign-up and the invitation stays open.",
          errors: {
            404: 'This invitation is invalid or has expired.',
            409: 'An account with this e-mail address exists.',
          },
          examples: { body: example.signIn, answers: { 201: example.SUCCESS } },
        },
      },
      schema: { tags, body: signUpBody, response: { 201: successResponse } },
      preHandler: app.limit('registerPerAddress'),
    },
    async (request, reply) => {
      const { invitationToken, ...account } = request.body;
      const joining = invitationToken ? await openInvitationForSignUp(app, invitationToken) : undefined;
      await registerAccount(app, account, joining);
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/login',
    {
      config: {
        access: 'public',
        operation: {
          id: 'login',
          summary: 'Sign in',
          description:
            "Sets the session cookie. Limited per address. Cancels the account's scheduled deletion, and mails that it did.",
          errors: { 401: MESSAGES.loginNotFound, 409: DELETION_UNDER_WAY },
          examples: { body: example.signIn, answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, body: loginBody, response: { 200: successResponse } },
      preHandler: app.limit('loginPerAddress'),
    },
    async (request, reply) => {
      const attempt = await startSignIn(app, reply, { email: request.body.email, address: request.ip });
      const user = await repos.users.findByEmail(request.body.email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpError(401, MESSAGES.loginNotFound);
      await attempt.succeeded();
      // Signing in cancels a scheduled deletion of the account (and says so by mail).
      await cancelAccountDeletion(app, user.id, { mail: true });
      // A fresh session id at every sign-in; an earlier session of this browser ends.
      if (request.session) await repos.sessions.delete(request.session.token);
      const token = await app.database.db.transaction().execute((trx) => startSession(app, user, trx));
      app.setSessionCookie(request, reply, token);
      return { success: true as const };
    },
  );

  app.post(
    '/logout',
    {
      config: {
        access: 'public',
        operation: {
          id: 'logout',
          summary: 'Sign out',
          description: 'Ends the session and clears its cookie.',
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, response: { 200: successResponse } },
    },
    async (request, reply) => {
      if (request.session) {
        await repos.sessions.delete(request.session.token);
        app.accessEvents.emit('changed', { userId: request.session.user.id });
      }
      app.clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  // Public: a visitor gets { user: null }, not a 401 the browser would log as an error.
  app.get(
    '/me',
    {
      config: {
        access: 'public',
        answerTags: 'content',
        operation: {
          id: 'getMe',
          summary: 'Who is signed in',
          description: 'A visitor gets `{ user: null }`.',
          examples: { answers: { 200: { user: example.user } } },
        },
      },
      schema: { tags, response: { 200: meOrVisitorResponse } },
    },
    async (request) => ({
      user: request.session ? presentUser(request.session.user) : null,
    }),
  );

  app.patch(
    '/me',
    {
      config: {
        access: 'account',
        operation: {
          id: 'updateMe',
          summary: "Change the signed-in user's profile",
          examples: {
            body: { name: 'Maya Chen', nickname: 'maya', given_name: 'Maya', family_name: 'Chen' },
            answers: { 200: { user: example.user } },
          },
        },
      },
      schema: { tags, body: profileBody, response: { 200: meResponse } },
    },
    async (request) => {
      const user = await repos.users.updateProfile(request.auth.user.id, request.body, app.clock.now());
      if (!user) throw unauthorized();
      return { user: presentUser(user) };
    },
  );
};

export default sessionRoutes;
