import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageResponse, userStatusResponse } from '@shared/api/auth';
import { aiCountingSince, aiLimit, planLimits } from '../../plugins/app/access/plan-rules';
import { TOKEN_ROUTE } from '../../plugins/app/authentication/token-auth';
import { usageParts } from '../../plugins/app/rest-cache/answer-tags';

const tags = ['accounts'];

const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  /** The plan the current workspace runs under (its owner's), and whether it grants access now. */
  app.get(
    '/user-status',
    {
      config: {
        access: 'session',
        operation: {
          id: 'getUserStatus',
          summary: "The current workspace's plan and whether it grants access now",
          examples: {
            answers: {
              200: {
                data: {
                  subscription_status: 'trialing',
                  trial_start_date: '2026-07-01T09:15:00.000Z',
                  paid_thru_date: null,
                  trial_day: 3,
                  access: true,
                  role: 'user',
                },
              },
            },
          },
        },
      },
      schema: { tags, response: { 200: userStatusResponse } },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/usage',
    {
      config: {
        ...TOKEN_ROUTE,
        access: 'session',
        answerTags: { parts: usageParts(app), etag: 'content' },
        operation: {
          id: 'getUsage',
          summary: 'What the workspace holds and its plan limits',
          description: 'Counts of maps, lists and boards, and the AI runs used and allowed.',
          examples: {
            answers: {
              200: {
                mindmaps: 1,
                todoLists: 2,
                boards: 1,
                aiUsage: 3,
                aiLimit: 20,
                limits: { mindmaps: 2, todoLists: 5, boards: 1 },
              },
            },
          },
        },
      },
      schema: { tags, response: { 200: usageResponse } },
    },
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
