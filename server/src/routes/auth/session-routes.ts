import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, meResponse, profileBody, registerBody, successResponse } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { rateLimits } from '../../plugins/app/access/rate-limiter';
import { registerAccount } from '../../plugins/app/users/accounts-service';
import { verifyPassword } from '../../plugins/app/users/passwords';
import { presentUser } from '../../plugins/app/users/present-user';
import { HttpError, unauthorized } from '../../http-errors';

const tags = ['accounts'];

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const RATE_LIMITS = rateLimits(app.config);
  const { repos } = app;
  const ttlMs = app.config.SESSION_TTL_HOURS * 60 * 60 * 1000;

  app.post(
    '/register',
    { schema: { tags, body: registerBody, response: { 201: successResponse } } },
    async (request, reply) => {
      app.rateLimiter.hit([{ key: `register:ip:${request.ip}`, rule: RATE_LIMITS.registerPerAddress }]);
      await registerAccount(app, request.body);
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/login',
    { schema: { tags, body: loginBody, response: { 200: successResponse } } },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      app.rateLimiter.hit([
        { key: `login:ip:${request.ip}`, rule: RATE_LIMITS.loginPerAddress },
        { key: `login:account:${email}`, rule: RATE_LIMITS.loginPerAccount },
      ]);
      const user = await repos.users.findByEmail(email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpError(401, MESSAGES.loginNotFound);
      // A fresh session id at every sign-in; an earlier session of this browser ends.
      if (request.auth) await repos.sessions.delete(request.auth.token);
      const token = await repos.sessions.create(user.id, app.clock.now(), ttlMs);
      app.setSessionCookie(request, reply, token);
      return { success: true as const };
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: successResponse } } }, async (request, reply) => {
    if (request.auth) {
      await repos.sessions.delete(request.auth.token);
      app.accessEvents.emit('changed', { userId: request.auth.user.id });
    }
    app.clearSessionCookie(request, reply);
    return { success: true as const };
  });

  app.get('/me', { schema: { tags, response: { 200: meResponse } } }, async (request) => {
    if (!request.auth) throw unauthorized();
    return { user: presentUser(request.auth.user) };
  });

  app.patch(
    '/me',
    { schema: { tags, body: profileBody, response: { 200: meResponse } }, preHandler: app.requireUser },
    async (request) => {
      const auth = request.auth!;
      const user = await repos.users.updateProfile(auth.user.id, request.body, app.clock.now());
      if (!user) throw unauthorized();
      return { user: presentUser(user) };
    },
  );
};

export default sessionRoutes;
