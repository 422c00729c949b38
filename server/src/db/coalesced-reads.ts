import { sql } from 'kysely';

/**
 * One query for the single-row reads asked in the same turn of the event loop. The REST writes that shared
 * a document's store are answered together once it commits, each reading its own row back: ten writers to
 * one list made ten reads a store, each a round trip (and on PGlite a turn on its only session), where one
 * read of ten rows does. A read asked after the query went out waits for the next one, so every read still
 * starts after the write its caller made.
 */
export function coalescedReads<K, V>(
  keyOf: (key: K) => string,
  readMany: (keys: K[]) => Promise<Map<string, V>>,
): (key: K) => Promise<V | null> {
  type Waiting = { key: K; resolve(value: V | null): void; reject(error: unknown): void };
  let gathering: Waiting[] | null = null;

  async function flush(batch: Waiting[]) {
    try {
      const found = await readMany(batch.map((waiting) => waiting.key));
      for (const waiting of batch) waiting.resolve(found.get(keyOf(waiting.key)) ?? null);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return (key) =>
    new Promise<V | null>((resolve, reject) => {
      if (!gathering) {
        const batch: Waiting[] = [];
        gathering = batch;
        setImmediate(() => {
          gathering = null;
          void flush(batch);
        });
      }
      gathering.push({ key, resolve, reject });
    });
}

/** `(first, second) in ((…), (…))`: the rows keyed by any of the pairs, for a coalesced read's query. */
export function pairIn(columns: readonly [string, string], pairs: ReadonlyArray<readonly [string, string]>) {
  const [first, second] = columns.map((column) => sql.ref(column));
  return sql<boolean>`(${first}, ${second}) in (${sql.join(pairs.map(([a, b]) => sql`(${a}, ${b})`))})`;
}
