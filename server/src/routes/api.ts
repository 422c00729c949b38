import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin-routes';
import passwordRoutes from './auth/password-routes';
import sessionRoutes from './auth/session-routes';
import statusRoutes from './auth/status-routes';
import mindmapsRoutes from './mindmaps-routes';
import teamsRoutes from './teams-routes';
import todoListsRoutes from './todo-lists-routes';

/**
 * Every REST route of the contract. The app mounts this plugin under /api, /.netlify/functions and
 * /.netlify/functions/api, so each path answers under all three prefixes.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(statusRoutes);
  await app.register(teamsRoutes);
  await app.register(adminRoutes);
  await app.register(mindmapsRoutes);
  await app.register(todoListsRoutes);
};

export default apiRoutes;
