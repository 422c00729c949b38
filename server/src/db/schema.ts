import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table types for Kysely; each migration that adds a table adds its type here. */
export interface DB {
  schema_migrations: {
    name: string;
    applied_at: Timestamp;
  };
}
