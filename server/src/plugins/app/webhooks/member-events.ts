import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MemberRole } from '../../../db/schema';
import { writeEvents, type OutboxDeps } from './webhook-outbox';

export type MemberEventType = 'member.added' | 'member.updated' | 'member.removed';

/**
 * A membership change's webhook event, written in the transaction that makes it: the member's account
 * and role (for a removal, the role they had). Returns what to call once it has committed; with
 * `claimed: false` the queue's sweep sends it (a caller that cannot call back after its commit).
 */
export async function memberEvent(
  app: OutboxDeps,
  trx: Kysely<DB>,
  change: {
    workspaceId: string;
    type: MemberEventType;
    userId: string;
    role: MemberRole;
    previousRole?: MemberRole;
  },
  options: { claimed?: boolean } = {},
): Promise<() => void> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', change.userId)
    .executeTakeFirst();
  if (!user) return () => undefined;
  const now = app.clock.now();
  const previous = change.previousRole ? { previous: { role: change.previousRole } } : {};
  return writeEvents(
    app,
    change.workspaceId,
    [
      {
        // Each change its own: two in one millisecond (or by a clock that stands still) are two events.
        source: `member:${change.workspaceId}:${change.userId}:${change.type}:${randomUUID()}`,
        type: change.type,
        documentName: null,
        data: {
          object: { userId: user.id, email: user.email, name: user.name, role: change.role },
          ...previous,
        },
        createdAt: now,
      },
    ],
    trx,
    options,
  );
}
