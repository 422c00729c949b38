import { sql } from 'kysely';

/** Order keys and ids compare byte by byte (shared/ordering.ts), whatever the database's collation. */
export const byteOrder = (column: string) => sql`${sql.ref(column)} collate "C"`;

/**
 * Where a row of `table` (aliased `row` in the outer query) stands in the order of its document's list or
 * lane: how many rows sharing its `sameAs` columns come before it by position key, then id, each compared
 * byte by byte. Counts one list instead of ranking every row with a window.
 */
export function rankOf(table: 'todos' | 'kanban_cards', row: string, sameAs: readonly string[]) {
  const outer = (column: string) => sql.ref(`${row}.${column}`);
  const same = sameAs.map((column) => sql`${sql.ref(`o.${column}`)} = ${outer(column)}`);
  const [position, id] = [outer('position'), outer('id')];
  const before = sql`(o.position collate "C" < ${position} collate "C" or (o.position = ${position} and o.id collate "C" < ${id} collate "C"))`;
  return sql<string>`(select count(*) from ${sql.table(table)} as o where ${sql.join([...same, before], sql` and `)})`;
}
