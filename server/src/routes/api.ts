import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { requireSignIn } from '../plugins/app/authentication/auth';
import { tagAnswers } from '../plugins/app/rest-cache/answer-tags';
import { classedByFolder } from './route-access';
import accounts from './accounts';
import billing from './billing';
import teams from './teams';
import tokens from './tokens';
import mindmaps from './mindmaps';
import todoLists from './todo-lists';
import todos from './todos';
import comments from './comments';
import events from './events';
import boards from './boards';
import kanban from './kanban';
import sendToKanban from './send-to-kanban';
import dashboard from './dashboard';
import ai from './ai';
import history from './history';
import exportsFolder from './exports';
import imports from './imports';
import search from './search';
import webhooks from './webhooks';
import admin from './admin';

/**
 * Every REST route of the contract, one folder per resource (its index.ts). The app mounts this plugin under /api,
 * /.netlify/functions and /.netlify/functions/api, so each path answers under all three prefixes. Who may
 * call each route is decided by its folder and the class a route declares beside its handler
 * (routes/route-access.ts), never by a handler; the app refuses to start with a route that no folder classed.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireSignIn(app));
  app.addHook('onRoute', tagAnswers());
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const loose = routes
      .filter((route) => !classedByFolder(route))
      .map((route) => `${route.method} ${route.url}`);
    if (loose.length > 0) throw new Error(`Routes outside a route folder: ${loose.join(', ')}`);
  });

  await app.register(accounts);
  await app.register(billing);
  await app.register(teams);
  await app.register(tokens);
  await app.register(mindmaps);
  await app.register(todoLists);
  await app.register(todos);
  await app.register(comments);
  await app.register(events);
  await app.register(boards);
  await app.register(kanban);
  await app.register(sendToKanban);
  await app.register(dashboard);
  await app.register(ai);
  await app.register(history);
  await app.register(imports);
  await app.register(exportsFolder);
  await app.register(search);
  await app.register(webhooks);
  await app.register(admin);
};

export default apiRoutes;
