import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MESSAGES } from '@shared/messages';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../http-errors';
import type { Membership } from '../workspaces/workspaces-repository';
import { aiCountingSince, aiLimit, planLimits } from './plan-rules';

export type LimitedResource = 'mindmaps' | 'todoLists' | 'boards' | 'ai';

const LIMIT_MESSAGES: Record<LimitedResource, string> = {
  mindmaps: MESSAGES.mindmapLimit,
  todoLists: MESSAGES.todoListLimit,
  boards: MESSAGES.boardLimit,
  ai: MESSAGES.aiLimit,
};

/**
 * Refuses (403, with the contract's text) to create `adding` more items (one by default) than the
 * workspace owner's plan allows. Call it inside the transaction that creates the item: it locks the
 * workspace row, so two creations at once cannot both take the last place.
 */
export async function assertWithinLimit(
  app: Pick<FastifyInstance, 'repos' | 'clock'>,
  workspace: Membership,
  resource: LimitedResource,
  trx: Kysely<DB>,
  adding = 1,
) {
  await sql`select id from workspaces where id = ${workspace.workspaceId} for no key update`.execute(trx);
  const subscription = await app.repos.subscriptions.find(workspace.ownerId, trx);
  if (resource === 'ai') {
    const used = await app.repos.usage.aiRunsSince(
      workspace.ownerId,
      aiCountingSince(subscription, app.clock.now()),
      trx,
    );
    if (used >= aiLimit(subscription)) throw new HttpError(403, LIMIT_MESSAGES.ai);
    return;
  }
  const counts = await app.repos.usage.contentCounts(workspace.workspaceId, trx);
  if (counts[resource] + adding > planLimits(subscription)[resource])
    throw new HttpError(403, LIMIT_MESSAGES[resource]);
}
