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
import { startSignIn } from '../../plugins/app/sessions/sign-in-throttle';
import { registerAccount, startSession } from '../../plugins/app/users/accounts-service';
import { verifyPassword } from '../../plugins/app/users/passwords';
import { openInvitationForSignUp } from '../../plugins/app/workspaces/members-service';
import { presentUser } from '../../plugins/app/users/present-user';
import { HttpError, unauthorized } from '../../http-errors';

const tags = ['accounts'];

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.post(
    '/register',
    {
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
      schema: { tags, body: loginBody, response: { 200: successResponse } },
      preHandler: app.limit('loginPerAddress'),
    },
    async (request, reply) => {
      const attempt = await startSignIn(app, reply, { email: request.body.email, address: request.ip });
      const user = await repos.users.findByEmail(request.body.email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpError(401, MESSAGES.loginNotFound);
      await attempt.succeeded();
      // A fresh session id at every sign-in; an earlier session of this browser ends.
      if (request.session) await repos.sessions.delete(request.session.token);
      const token = await app.database.db.transaction().execute((trx) => startSession(app, user, trx));
      app.setSessionCookie(request, reply, token);
      return { success: true as const };
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: successResponse } } }, async (request, reply) => {
    if (request.session) {
      await repos.sessions.delete(request.session.token);
      app.accessEvents.emit('changed', { userId: request.session.user.id });
    }
    app.clearSessionCookie(request, reply);
    return { success: true as const };
  });

  // Public (routes/route-access.ts): a visitor gets { user: null }, not a 401 the browser would log as an error.
  app.get('/me', { schema: { tags, response: { 200: meOrVisitorResponse } } }, async (request) => ({
    user: request.session ? presentUser(request.session.user) : null,
  }));

  app.patch(
    '/me',
    { schema: { tags, body: profileBody, response: { 200: meResponse } } },
    async (request) => {
      const user = await repos.users.updateProfile(request.auth.user.id, request.body, app.clock.now());
      if (!user) throw unauthorized();
      return { user: presentUser(user) };
    },
  );
};

export default sessionRoutes;
