import pg from 'pg';
import type { BenchDatabase } from '../sync/database';

/**
 * Where the deliveries' time went, from the tables: from the store (the event's time) to the commit of
 * the outbox that wrote its deliveries (the follow job), and from there to the end of the attempt (the
 * delivery job waiting for its lane, its claim, the POST and its answer). PostgreSQL only: a PGlite
 * database is open in the server's process alone. Events of stores between `from` and `to`.
 */
export async function deliveryStages(database: BenchDatabase, from: Date, to: Date): Promise<string | null> {
  const schema = database.env.DATABASE_SCHEMA;
  if (database.kind !== 'postgres' || !schema) return null;
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{
      deliveries: number;
      retried: number;
      written: number[];
      attempted: number[];
    }>(
      `select count(*)::int as deliveries, count(*) filter (where d.attempts > 1)::int as retried,
         percentile_cont(array[0.5, 0.95]) within group
           (order by extract(epoch from d.created_at - e.created_at) * 1000) as written,
         percentile_cont(array[0.5, 0.95]) within group
           (order by extract(epoch from d.last_attempt_at - d.created_at) * 1000) as attempted
       from "${schema}".webhook_deliveries d
       join "${schema}".webhook_events e on e.id = d.event_id
       where e.created_at between $1 and $2`,
      [from, to],
    );
    const row = rows[0];
    if (!row || row.deliveries === 0) return null;
    const pair = ([p50, p95]: number[]) => `p50 ${(p50 ?? 0).toFixed(0)} ms, p95 ${(p95 ?? 0).toFixed(0)} ms`;
    return (
      `${row.deliveries} deliveries: store → outbox committed ${pair(row.written)}; ` +
      `outbox → attempt answered ${pair(row.attempted)}; ${row.retried} attempted more than once`
    );
  } finally {
    await client.end();
  }
}
