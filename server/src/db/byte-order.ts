import { sql } from 'kysely';

/** Order keys and ids compare byte by byte (shared/ordering.ts), whatever the database's collation. */
export const byteOrder = (column: string) => sql`${sql.ref(column)} collate "C"`;
