import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  apiToken,
  createdToken,
  createTokenBody,
  endedTokensResponse,
  endedTokensShownSince,
  MAX_TOKENS_PER_USER,
  tokenIdParams,
} from '@shared/api/tokens';
import { DAY_MS } from '@shared/constants';
import type { ApiTokenRow } from '../../plugins/app/tokens/api-tokens-repository';
import { presentEndedToken } from '../../plugins/app/tokens/present-ended-token';
import { conflict, notFound } from '../../http-errors';
import * as example from '../example-samples';
import { answering, listing } from '../shared-facts';

const tags = ['API tokens'];

function presentToken(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    scope: row.scope,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Personal API tokens of the signed-in account. Session-only, like every account route: a token can
 * neither list, mint nor revoke tokens.
 */
const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get(
    '/tokens',
    {
      config: {
        operation: listing('listTokens', "The user's API tokens, without their secrets", {
          ...example.token,
          lastUsedAt: '2026-07-03T15:00:00.000Z',
        }),
      },
      schema: { tags, response: { 200: z.array(apiToken) } },
    },
    async (request) => (await repos.apiTokens.listForUser(request.auth.user.id)).map(presentToken),
  );

  /** Creates a token for one of the user's workspaces; the answer is the only time the secret is shown. */
  app.post(
    '/tokens',
    {
      config: {
        verifiedAddress: true,
        operation: {
          id: 'createToken',
          summary: 'Create an API token',
          description:
            'The answer is the only time the secret is shown. At most 50 tokens; expiry at most 365 days.',
          errors: { 409: 'The account already holds 50 tokens.' },
          examples: {
            body: {
              name: example.token.name,
              workspaceId: example.IDS.workspace,
              scope: 'read',
              expiresInDays: 90,
            },
            answers: { 201: { token: example.token, secret: 'mlt_4fQ9xL2mT7vR1kZ8pW3nB6cY0dH5sJ' } },
          },
        },
      },
      schema: { tags, body: createTokenBody, response: { 201: createdToken } },
    },
    async (request, reply) => {
      const { user } = request.auth;
      const { name, workspaceId, scope, expiresInDays } = request.body;
      const now = app.clock.now();
      const created = await app.database.db.transaction().execute(async (trx) => {
        if (!(await repos.workspaces.membership(user.id, workspaceId, trx))) {
          throw notFound('Workspace not found');
        }
        if ((await repos.apiTokens.countForUser(user.id, trx)) >= MAX_TOKENS_PER_USER) {
          throw conflict(`You can hold at most ${MAX_TOKENS_PER_USER} API tokens. Revoke one first.`);
        }
        const expiresAt = expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null;
        return repos.apiTokens.create({ userId: user.id, workspaceId, name, scope, now, expiresAt }, trx);
      });
      return reply.code(201).send({ token: presentToken(created.row), secret: created.secret });
    },
  );

  /** The tokens password resets of the account ended, until the owner dismisses them or they grow old. */
  app.get(
    '/tokens/ended',
    {
      config: {
        operation: {
          id: 'listEndedTokens',
          summary: 'The API tokens password resets ended',
          description:
            'Each with its name, workspace, and when it was made and ended; those of the last 30 days, until dismissed.',
          examples: { answers: { 200: { endedTokens: [example.endedToken] } } },
        },
      },
      schema: { tags, response: { 200: endedTokensResponse } },
    },
    async (request) => {
      const since = endedTokensShownSince(app.clock.now());
      const rows = await repos.apiTokens.listEnded(request.auth.user.id, since);
      return { endedTokens: rows.map(presentEndedToken) };
    },
  );

  /** The owner has read which tokens ended: the profile no longer tells. */
  app.delete(
    '/tokens/ended',
    {
      config: {
        operation: answering(
          'dismissEndedTokens',
          'Dismiss the list of tokens password resets ended',
          example.SUCCESS,
        ),
      },
      schema: { tags, response: { 200: successResponse } },
    },
    async (request) => {
      await repos.apiTokens.dismissEnded(request.auth.user.id);
      return { success: true as const };
    },
  );

  /** Revokes a token at once: its next request is refused and its live documents close. */
  app.delete(
    '/tokens/:id',
    {
      config: {
        operation: {
          id: 'revokeToken',
          summary: 'Revoke an API token',
          description: 'Its next request is refused and its live documents close, on every instance.',
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, params: tokenIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const { user } = request.auth;
      if (!(await repos.apiTokens.delete(user.id, request.params.id))) throw notFound('Token not found');
      app.accessEvents.emit('changed', { userId: user.id });
      return { success: true as const };
    },
  );
};

export default tokensRoutes;
