import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USERS_LIST_LIMIT } from '@shared/constants';
import * as example from '../example-samples';

const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  created_at: z.string(),
  /** Beside the contract's row (docs/decisions.md): when the user last signed in, null for never. */
  last_sign_in_at: z.string().nullable(),
});

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: {
        answerTags: { etag: 'content' },
        operation: {
          id: 'listUsers',
          summary: 'Users, a page at a time (at most 100)',
          examples: {
            answers: {
              200: {
                data: [
                  {
                    id: example.IDS.user,
                    email: example.EMAIL,
                    role: 'user',
                    created_at: example.CREATED,
                    last_sign_in_at: example.UPDATED,
                  },
                  {
                    id: example.IDS.teammate,
                    email: example.TEAMMATE_EMAIL,
                    role: 'user',
                    created_at: '2026-07-02T08:00:00.000Z',
                    last_sign_in_at: null,
                  },
                ],
              },
            },
          },
        },
      },
      schema: {
        tags: ['admin'],
        querystring: z.object({
          skip: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(USERS_LIST_LIMIT).default(USERS_LIST_LIMIT),
        }),
        response: { 200: z.object({ data: z.array(adminUser) }) },
      },
    },
    async (request) => {
      const rows = await app.repos.users.list(request.query);
      return {
        data: rows.map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
          last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
        })),
      };
    },
  );
};

export default usersRoutes;
