import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { parseFollowedRange, type FollowedRange, type StoredChanges } from '../../../documents/changes';
import type { AddressPolicy } from './webhook-addresses';
import { createBatchingLanes } from './batching-lanes';
import { createDeliveryStatements } from './webhook-claims';
import {
  WEBHOOK_MAINTENANCE_EVERY_MS,
  WEBHOOK_MAINTENANCE_JOB,
  maintainWebhooks,
} from './webhook-maintenance';
import {
  WEBHOOK_DELIVER_JOB,
  deliverParts,
  type DeliverPayload,
  type HeldDeliveries,
} from './webhook-outbox';
import { createPostThread, type PostThread } from './webhook-post-thread';
import { planActive, sendDeliveries, type SenderDeps } from './webhook-sender';
import { decryptSecret, newEncryptionKey, parseEncryptionKey } from './webhook-signature';
import { followForWebhooks, type FollowedStore } from './store-events';
import type { EndpointRow } from './webhooks-repository';

/** Writes a store's webhook events again when doing so as part of following the store failed. */
export const WEBHOOK_FOLLOW_JOB = 'webhooks.follow';
const KEY_FILE = 'webhook-encryption.key';
/** How long delivery jobs keep what they read of an endpoint and its plan. */
const ENDPOINT_KEPT_MS = 1_000;

export interface Webhooks {
  /** Where deliveries may go (https, public addresses). */
  policy: AddressPolicy;
  /** Encrypts and decrypts signing secrets at rest. */
  key: Buffer;
  /** Forgets what delivery jobs here kept of an endpoint that changed. */
  forget(id: string): void;
  /** Writes a store's events, from the change record; retried by a job of its own should it fail. */
  followStore(range: FollowedRange, stored?: StoredChanges): Promise<void>;
  /** The thread the deliveries' POSTs go out from. */
  thread: PostThread;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/**
 * The key of secrets at rest: WEBHOOK_ENCRYPTION_KEY, else (an embedded install, which config allows
 * only without DATABASE_URL) one kept in DATA_DIR, made on first start.
 */
async function encryptionKey(app: Pick<FastifyInstance, 'config'>): Promise<Buffer> {
  if (app.config.WEBHOOK_ENCRYPTION_KEY) return parseEncryptionKey(app.config.WEBHOOK_ENCRYPTION_KEY);
  const file = path.join(app.config.dataDir, KEY_FILE);
  await fs.mkdir(app.config.dataDir, { recursive: true });
  try {
    await fs.writeFile(file, `${newEncryptionKey()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseEncryptionKey((await fs.readFile(file, 'utf8')).trim());
}

/** A deliver job's part for one endpoint, with the deliveries written held for it, if any. */
interface Part {
  payload: DeliverPayload;
  known?: HeldDeliveries;
}

const laneOf = ({ payload }: Part) => `${payload.endpointId} ${payload.documentName ?? ''}`;

/**
 * Sends deliver jobs' parts through their lanes; the parts started in one turn (one claim of due jobs,
 * such as the jobs of an instance that died) enter their lanes in their first events' order, not in the
 * order the claim returned them, so a document's events keep their order when another instance takes
 * them over.
 */
function createDeliverQueue(
  app: Pick<FastifyInstance, 'database'>,
  send: (payload: DeliverPayload, known?: HeldDeliveries) => Promise<void>,
) {
  // One lane per endpoint and document: a part settles with the batch it was sent in.
  const lane = createBatchingLanes(laneOf, async (parts: Part[]) => {
    const maps = [...new Set(parts.flatMap((part) => (part.known ? [part.known] : [])))];
    const known = maps.length > 1 ? new Map(maps.flatMap((map) => [...map])) : maps[0];
    const deliveryIds = parts.flatMap((part) => part.payload.deliveryIds);
    await send({ ...parts[0]!.payload, deliveryIds }, known);
    return [];
  });
  let batch: Array<{ part: Part; enter: (run: Promise<void>) => void }> = [];
  const rank = async (firsts: string[]) => {
    const rows = await app.database.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'e.created_at', 'e.id as event_id'])
      .where('d.id', 'in', firsts)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute();
    return new Map(rows.map((row, index) => [row.id, index]));
  };
  const flush = async () => {
    const started = batch;
    batch = [];
    let order = new Map<string, number>();
    const firstOf = (one: (typeof started)[number]) => one.part.payload.deliveryIds[0]!;
    if (new Set(started.map(({ part }) => laneOf(part))).size < started.length) {
      order = await rank(started.map(firstOf)).catch(() => order);
    }
    const place = (one: (typeof started)[number]) => order.get(firstOf(one)) ?? -1;
    for (const one of [...started].sort((a, b) => place(a) - place(b))) one.enter(lane(one.part));
  };
  return (part: Part) =>
    new Promise<void>((resolve) => {
      if (batch.length === 0) setImmediate(() => void flush());
      batch.push({ part, enter: resolve });
    });
}

/**
 * Outgoing webhooks: events written from the change record (and by the comment, member, AI and import
 * services), sent by durable jobs, signed, retried, paused while a plan has lapsed, kept 30 days.
 */
export default fp(async function webhooks(app: FastifyInstance) {
  const key = await encryptionKey(app);
  const url = app.config.PUBLIC_URL;
  const policy: AddressPolicy = {
    allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    requireHttps: app.config.DEPLOYMENT || (url !== undefined && new URL(url).protocol === 'https:'),
  };
  const secretsOf = (endpoint: EndpointRow, now: Date) => {
    const secrets = [decryptSecret(endpoint.secret, key)];
    const until = endpoint.previous_secret_until;
    if (endpoint.previous_secret && until && until.getTime() > now.getTime()) {
      secrets.push(decryptSecret(endpoint.previous_secret, key));
    }
    return secrets;
  };
  // What a delivery job reads of its endpoint, kept a second: a thousand deliveries a second need not
  // read their endpoint and plan a thousand times. This instance's own changes of an endpoint forget it.
  const endpoints = new LRUCache<string, { endpoint: EndpointRow; planOk: boolean; at: number }>({
    max: 1_000,
    ttl: ENDPOINT_KEPT_MS,
  });
  const endpointOf: SenderDeps['endpointOf'] = async (id, fresh = false) => {
    const kept = endpoints.get(id);
    const now = app.clock.now().getTime();
    if (kept && !fresh && Math.abs(now - kept.at) < ENDPOINT_KEPT_MS) return kept;
    const endpoint = await app.repos.webhooks.byId(id);
    if (!endpoint) {
      endpoints.delete(id);
      return null;
    }
    const read = { endpoint, planOk: await planActive(app, endpoint.workspace_id), at: now };
    endpoints.set(id, read);
    return read;
  };
  const thread = createPostThread(app.log);
  app.addHook('onClose', () => thread.close());
  const sender: SenderDeps = {
    database: app.database,
    jobs: app.jobs,
    clock: app.clock,
    log: app.log,
    repos: app.repos,
    mailer: app.mailer,
    webhookPolicy: policy,
    secretsOf,
    endpointOf,
    forget: (id) => void endpoints.delete(id),
    statements: createDeliveryStatements(app),
    thread,
  };
  const deliver = createDeliverQueue(app, (payload, known) => sendDeliveries(sender, payload, known));
  // One lane per document: the stores that queue behind one being written are written together.
  const followLane = createBatchingLanes(
    (store: FollowedStore) => store.range.documentName,
    async (stores) => {
      await followForWebhooks(app, stores);
      return [];
    },
  );
  const follow = (range: FollowedRange, stored?: StoredChanges) => followLane({ range, stored });

  app.decorate('webhooks', {
    policy,
    key,
    forget: (id) => void endpoints.delete(id),
    thread,
    async followStore(range, stored) {
      try {
        await follow(range, stored);
      } catch (error) {
        app.log.warn(
          { err: error, documentName: range.documentName },
          'Webhooks: a store’s events failed; retried',
        );
        await app.jobs.enqueue(WEBHOOK_FOLLOW_JOB, { ...range });
      }
    },
  } satisfies Webhooks);

  app.jobs.register(
    WEBHOOK_FOLLOW_JOB,
    async (payload) => {
      const range = parseFollowedRange(payload);
      if (range) await follow(range);
    },
    { retryDelaysMs: [1_000, 10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] },
  );
  app.jobs.register(
    WEBHOOK_DELIVER_JOB,
    async (payload, job) => {
      const known = job.known instanceof Map ? (job.known as HeldDeliveries) : undefined;
      const parts = deliverParts(payload).filter((part) => part.deliveryIds.length > 0);
      // Every endpoint's part is sent whatever becomes of the others; a failed one fails the job, whose
      // next attempt sends what is still unsent.
      const sent = await Promise.allSettled(parts.map((part) => deliver({ payload: part, known })));
      const failed = sent.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    },
    { retryDelaysMs: [1_000, 10_000, 60_000, 5 * 60_000] },
  );
  app.jobs.register(WEBHOOK_MAINTENANCE_JOB, () => maintainWebhooks(sender), {
    everyMs: WEBHOOK_MAINTENANCE_EVERY_MS,
  });
});
