import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/src/db/schema';

/**
 * Makes the database refuse any map node labelled `label` (a trigger on the projected rows), so every
 * store of a document holding one fails until allowNodeLabels: a store failing as it would with the
 * database away, while everything else works.
 */
export async function refuseNodeLabel(db: Kysely<DB>, label: string): Promise<void> {
  await sql
    .raw(
      `create or replace function refuse_label() returns trigger language plpgsql as $$
       begin
         if new.label = '${label.replaceAll("'", "''")}' then raise exception 'label refused'; end if;
         return new;
       end $$;
       create trigger refuse_label before insert or update on nodes
         for each row execute function refuse_label();`,
    )
    .execute(db);
}

export async function allowNodeLabels(db: Kysely<DB>): Promise<void> {
  await sql`drop trigger if exists refuse_label on nodes`.execute(db);
}
