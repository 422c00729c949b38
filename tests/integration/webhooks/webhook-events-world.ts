import { expect } from 'vitest';
import { signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually } from '../../helpers/http';
import type { TestApp } from '../../helpers/test-app';
import type { Received, Receiver } from '../../helpers/webhook-receiver';

/** What the webhook event tests share: a workspace whose owner listens to everything, and a barrier. */

const FOLLOWING_JOBS = ['changes.follow', 'webhooks.follow', 'webhooks.deliver'];

/**
 * Resolves once every store so far has been followed and every delivery made: no follow or delivery job
 * left to run, and no delivery still pending. After it, an event that was not received was not made.
 */
export async function quiet(app: TestApp, timeoutMs = 15_000): Promise<void> {
  const db = app.database.db;
  await eventually(async () => {
    const jobs = await db
      .selectFrom('jobs')
      .select(['kind', 'last_error'])
      .where('kind', 'in', FOLLOWING_JOBS)
      .execute();
    expect(jobs.filter((job) => job.last_error !== null)).toEqual([]);
    if (jobs.length > 0) return false;
    const open = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', 'in', ['pending', 'retrying'])
      .execute();
    return open.length === 0;
  }, timeoutMs);
}

/** A new account whose workspace's endpoint (events ['*']) is `receiver`; `events()` are what it got. */
export async function listeningOwner(app: TestApp, receiver: Receiver) {
  const owner = await signUp(app.url);
  const hook = await owner.post('/api/webhooks', { url: receiver.url, events: ['*'] });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const workspaceId = await currentWorkspaceId(owner);
  const mine = (one: Received) => one.event.workspaceId === workspaceId;
  return {
    owner,
    workspaceId,
    events: () => receiver.received.filter(mine).map((one) => one.event),
    /** The types received since the `from`th event of this workspace. */
    typesSince: (from = 0) =>
      receiver.received
        .filter(mine)
        .slice(from)
        .map((one) => one.event.type),
  };
}
