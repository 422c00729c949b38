import type { FastifyPluginAsync } from 'fastify';
import { requireSignIn } from '../plugins/app/auth';
import { tagAnswers } from '../plugins/app/rest-cache/answer-tags';
import adminPaymentsRoutes from './admin-payments-routes';
import adminRoutes from './admin-routes';
import analyticsRoutes from './analytics-routes';
import dashboardMetricsRoutes from './dashboard-metrics-routes';
import passwordRoutes from './auth/password-routes';
import sessionRoutes from './auth/session-routes';
import statusRoutes from './auth/status-routes';
import verificationRoutes from './auth/verification-routes';
import billingRoutes from './billing/billing-routes';
import checkoutRoutes from './billing/checkout-routes';
import stripeWebhookRoutes from './billing/stripe-webhook-routes';
import mindmapsRoutes from './mindmaps-routes';
import teamsRoutes from './teams-routes';
import todoListsRoutes from './todo-lists-routes';
import todosRoutes from './todos-routes';
import commentsRoutes from './comments-routes';
import eventsRoutes from './events-routes';
import boardsRoutes from './boards-routes';
import kanbanRoutes from './kanban-routes';
import sendToKanbanRoutes from './send-to-kanban-routes';
import tokensRoutes from './tokens-routes';
import aiRoutes from './ai-routes';

/**
 * The only REST routes that answer without a session ("METHOD /path" under each mount). Everything else
 * in this tree answers 401 to a visitor before its handler runs. Outside the tree, /health, the API
 * document (/docs/api) and the built client app are public too.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /register',
  'POST /login',
  'POST /logout',
  // A visitor's page asks who is signed in: the answer "nobody" is not an error.
  'GET /me',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /verify-email',
  'GET /invitations/preview',
  'GET /billing/mode',
  'POST /purchase-register',
  'POST /createCheckoutSession',
  'GET /getCheckoutSession',
  'POST /billing/test-checkout',
  'POST /set-password',
  'POST /stripe/webhook',
]);

/**
 * Every REST route of the contract. The app mounts this plugin under /api, /.netlify/functions and
 * /.netlify/functions/api, so each path answers under all three prefixes. Routes are session-only by
 * default; those that read or write workspace content opt in to personal API tokens (see
 * plugins/app/tokens/token-auth.ts).
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireSignIn(app.prefix, PUBLIC_ROUTES));
  app.addHook('onRoute', tagAnswers(app.prefix));
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(statusRoutes);
  await app.register(verificationRoutes);
  await app.register(teamsRoutes);
  await app.register(adminRoutes);
  await app.register(mindmapsRoutes);
  await app.register(todoListsRoutes);
  await app.register(todosRoutes);
  await app.register(commentsRoutes);
  await app.register(eventsRoutes);
  await app.register(boardsRoutes);
  await app.register(kanbanRoutes, { prefix: '/kanban' });
  await app.register(sendToKanbanRoutes);
  await app.register(checkoutRoutes);
  await app.register(billingRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(analyticsRoutes);
  await app.register(dashboardMetricsRoutes);
  await app.register(tokensRoutes);
  await app.register(aiRoutes);
};

export default apiRoutes;
