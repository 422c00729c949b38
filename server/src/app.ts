import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { installFieldNamedMessages } from '@shared/api/zod-messages';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import clientApp from './plugins/client-app';
import { createResponseSerializer } from './plugins/response-serializer';
import apiDocument from './routes/api-document';
import bodyDepth from './plugins/body-depth';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/error-handler';
import rateLimits from './plugins/rate-limits';
import security from './plugins/security';
import auth from './plugins/app/authentication/auth';
import accessVersion from './plugins/app/rest-cache/access-version';
import dataVersions from './plugins/app/rest-cache/data-versions';
import billing from './plugins/app/billing/billing';
import tokenAuth from './plugins/app/authentication/token-auth';
import collab from './collab/collab-server';
import documents from './documents/documents';
import ai from './plugins/app/ai/ai-plugin';
import jobs from './plugins/app/jobs/jobs-plugin';
import mail from './plugins/app/mail/mail-plugin';
import followChanges from './plugins/app/changes/follow-changes';
import search from './plugins/app/search/search-plugin';
import webhooks from './plugins/app/webhooks/webhooks-plugin';
import history from './plugins/app/history/history-plugin';
import workspaceDeletion from './plugins/app/workspaces/workspace-deletion-plugin';
import accountDeletion from './plugins/app/users/account-deletion-plugin';
import repositories from './plugins/app/repositories';
import accessBus from './plugins/app/events/access-bus';
import workspaceEvents from './plugins/app/events/workspace-events';
import orphanedComments from './plugins/app/comments/orphaned-comments';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';

export const API_MOUNTS = ['/api', '/.netlify/functions', '/.netlify/functions/api'] as const;

export interface AppDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  clock?: Clock;
}

installFieldNamedMessages();

/**
 * One log line per request: Fastify's 'incoming request' line is dropped and its 'request completed' line
 * (or 'request errored') carries the request too. Writing the log was a visible share of a small
 * request's time.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Builds the Fastify app: external plugins, then app plugins, then routes. It does not listen. */
export async function buildApp({ config, database, logger, clock = systemClock }: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // X-Forwarded-* name the client only when a proxy we run sets them; anyone can send them otherwise.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest(),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // In the tests every answer is also written by zod's serializer and must come out the same.
  app.setSerializerCompiler(createResponseSerializer({ verify: config.NODE_ENV === 'test' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(rateLimits);
  await app.register(security);
  await app.register(bodyDepth);
  await app.register(apiDocument);

  await app.register(repositories);
  await app.register(accessBus);
  await app.register(accessVersion);
  await app.register(dataVersions);
  await app.register(auth);
  await app.register(billing);
  await app.register(tokenAuth);
  await app.register(workspaceEvents);
  await app.register(orphanedComments);
  await app.register(collab);
  await app.register(documents);
  await app.register(jobs);
  await app.register(mail);
  await app.register(ai);
  await app.register(search);
  await app.register(webhooks);
  await app.register(followChanges);
  await app.register(history);
  await app.register(workspaceDeletion);
  await app.register(accountDeletion);

  // The alias mounts answer the same routes; the API document lists each route once, under /api.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/.netlify/')) route.schema = { ...route.schema, hide: true };
  });
  await app.register(healthRoutes);
  for (const prefix of API_MOUNTS) {
    await app.register(apiRoutes, { prefix });
  }
  await app.register(clientApp, { documents: app.documents });

  return app as unknown as FastifyInstance;
}
