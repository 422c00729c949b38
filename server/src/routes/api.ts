import type { FastifyPluginAsync } from 'fastify';

/**
 * Every REST route of the contract. The app mounts this plugin under /api, /.netlify/functions and
 * /.netlify/functions/api, so each path answers under all three prefixes.
 */
const apiRoutes: FastifyPluginAsync = async () => {};

export default apiRoutes;
