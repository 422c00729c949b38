import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createCoalescer } from './batching-lanes';
import { ATTEMPT_HOLD_MS, type Claimed, type HeldDeliveries } from './webhook-outbox';
import { settleSucceeded, type Attempted, type SettleDeps } from './webhook-settle';

/** Deliveries of one endpoint to take, in their order. */
export interface ClaimRequest {
  endpointId: string;
  ids: readonly string[];
}

/** The deliveries of a request that were taken, in its order, and until when they are held. */
export interface ClaimAnswer {
  held: Date;
  batch: Claimed[];
}

/**
 * The statements every delivery lane of an instance shares: the claims asked for while one runs go together
 * in the next, and so do the successes to store, so that many busy lanes cost a few statements a turn
 * rather than two a delivery each (on PGlite, one session, that is what bounds the rate).
 */
export interface DeliveryStatements {
  /** Takes the request's due and unfinished deliveries for an attempt, holding them ATTEMPT_HOLD_MS. */
  claim(request: ClaimRequest): Promise<ClaimAnswer>;
  /** Stores successful attempts. */
  settle(done: Attempted[]): Promise<void>;
}

export function createDeliveryStatements(
  app: Pick<FastifyInstance, 'clock'> & SettleDeps,
): DeliveryStatements {
  const claim = createCoalescer(async (requests: ClaimRequest[]): Promise<ClaimAnswer[]> => {
    const now = app.clock.now();
    const held = new Date(now.getTime() + ATTEMPT_HOLD_MS);
    const ids = requests.flatMap((request) => request.ids);
    const endpoints = requests.flatMap((request) => request.ids.map(() => request.endpointId));
    const owners = requests.flatMap((request, index) => request.ids.map(() => index));
    const { rows } = await sql<{
      id: string;
      attempts: number;
      event_id: string;
      type: string;
      created_at: Date;
      workspace_id: string;
      data: Record<string, unknown>;
      request: number;
    }>`
      with wanted as (
        select * from unnest(${ids}::uuid[], ${endpoints}::uuid[], ${owners}::int[])
          with ordinality as w(id, endpoint_id, request, place)
      ), taken as (
        update webhook_deliveries d set next_attempt_at = ${held}
        from wanted
        where d.id = wanted.id and d.endpoint_id = wanted.endpoint_id and d.status in ('pending', 'retrying')
          and (d.next_attempt_at is null or d.next_attempt_at <= ${now})
        returning d.id, d.attempts, d.event_id, wanted.request, wanted.place
      )
      select taken.id, taken.attempts, taken.event_id, taken.request, e.type, e.created_at, e.workspace_id, e.data
      from taken join webhook_events e on e.id = taken.event_id
      order by taken.place`.execute(app.database.db);
    const answers = requests.map((): ClaimAnswer => ({ held, batch: [] }));
    for (const row of rows) {
      answers[Number(row.request)]?.batch.push({
        id: row.id,
        attempts: row.attempts,
        event: {
          id: row.event_id,
          type: row.type,
          created_at: new Date(row.created_at),
          workspace_id: row.workspace_id,
          data: row.data,
        },
      });
    }
    return answers;
  });
  const settle = createCoalescer(async (lists: Attempted[][]) => {
    await settleSucceeded(app, lists.flat());
    return [];
  });
  return { claim, settle };
}

/**
 * The request's due and unfinished deliveries in its order, for an attempt: those written held for it
 * (`known`) as they are, the rest claimed. `holds` are the times they are held until, the earliest first.
 */
export async function takeDeliveries(
  statements: DeliveryStatements,
  request: ClaimRequest,
  known?: HeldDeliveries,
): Promise<{ holds: Date[]; batch: Claimed[] }> {
  const rest = request.ids.filter((id) => !known?.has(id));
  const claimed = rest.length > 0 ? await statements.claim({ ...request, ids: rest }) : null;
  const taken = new Map(claimed?.batch.map((delivery) => [delivery.id, delivery]));
  const holds = new Map<number, Date>();
  if (claimed && claimed.batch.length > 0) holds.set(claimed.held.getTime(), claimed.held);
  const batch: Claimed[] = [];
  for (const id of request.ids) {
    const written = known?.get(id);
    if (written) holds.set(written.held.getTime(), written.held);
    const delivery = written?.delivery ?? taken.get(id);
    if (delivery) batch.push(delivery);
  }
  return { holds: [...holds.values()].sort((a, b) => a.getTime() - b.getTime()), batch };
}

/** Holds the deliveries that are still the attempt's (held until one of `holds`) until `hold`; returns them. */
export async function renewHold(
  app: SettleDeps,
  ids: readonly string[],
  holds: readonly Date[],
  hold: Date,
): Promise<Set<string>> {
  const rows = await app.database.db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: hold })
    .where('id', 'in', ids)
    .where('next_attempt_at', 'in', holds)
    .where('status', 'in', ['pending', 'retrying'])
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}
