import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageResponse, userStatusResponse } from '@shared/api/auth';
import { aiCountingSince, aiLimit, planLimits } from '../../plugins/app/access/plan-rules';
import { TOKEN_ROUTE } from '../../plugins/app/authentication/token-auth';

const tags = ['accounts'];

const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  /** The plan the current workspace runs under (its owner's), and whether it grants access now. */
  app.get('/user-status', { schema: { tags, response: { 200: userStatusResponse } } }, async (request) => {
    const { auth } = request;
    const verdict = await app.requestAccess(request);
    const subscription = verdict.subscription;
    return {
      data: {
        subscription_status: subscription?.status ?? 'expired',
        trial_start_date: subscription?.trial_start_date?.toISOString() ?? null,
        paid_thru_date: subscription?.paid_thru_date?.toISOString() ?? null,
        trial_day: verdict.trialDay,
        access: verdict.access,
        role: auth.user.role,
      },
    };
  });

  app.get(
    '/usage',
    { config: TOKEN_ROUTE, schema: { tags, response: { 200: usageResponse } } },
    async (request) => {
      const { workspace } = request.auth;
      const { subscription } = await app.requestAccess(request);
      const [counts, aiUsage] = await Promise.all([
        repos.usage.contentCounts(workspace.workspaceId),
        repos.usage.aiRunsSince(workspace.ownerId, aiCountingSince(subscription, app.clock.now())),
      ]);
      return { ...counts, aiUsage, aiLimit: aiLimit(subscription), limits: planLimits(subscription) };
    },
  );
};

export default statusRoutes;
