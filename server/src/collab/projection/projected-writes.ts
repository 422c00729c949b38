import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  changeRows,
  elsewhere,
  ITEM_KIND,
  keyColumns,
  META,
  metaParameters,
  quoted,
  updateAction,
  updatedFields,
  wholeRowFields,
  type ChangeContext,
  type RecordedChange,
} from './change-rows';
import type { ChildRows, DocumentRows, Row } from './row-sets';

export type { ChangeContext, RecordedChange } from './change-rows';

/** Rows an upsert statement takes at most (a map's first store writes every node). */
export const ROWS_PER_UPSERT = 500;
/** Parameters one statement takes at most: PostgreSQL's limit is 65,535. */
const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * One write of a projection, as parts of a `with` statement whose placeholders are numbered from
 * `$${first}` on and whose names end in `n`, so that writes can be joined into one statement. The text is
 * written out directly: a store writes on every REST write, and building the same statement through the
 * query builder cost more than the rest of the projection of a one-node change. Tables and columns are
 * named by the code, never by a document.
 */
export interface Write {
  parameters: unknown[];
  parts(first: number, n: number, record: boolean): string[];
}

/**
 * Inserts or updates rows of a child table, keyed by (owner column, id); every row has the same columns.
 * A row whose stored values are the same is left alone (the instance's memory of what it wrote may be
 * older than the table), so what it returns, and records, is what really changed. The values before the
 * statement are read by the same statement, which sees the table as it was before it.
 */
export function upsert(
  table: ChildRows['table'],
  owner: string,
  rows: Array<Record<string, unknown>>,
): Write {
  const columns = Object.keys(rows[0]!);
  const parameters = rows.flatMap((row) => columns.map((column) => row[column]));
  const updatable = columns.filter((column) => column !== owner && column !== 'id');
  const onConflict =
    updatable.length === 0
      ? 'do nothing'
      : `do update set ${updatable.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')} ` +
        `where (${updatable.map((column) => `${quoted(table)}.${quoted(column)}`).join(', ')}) is distinct from ` +
        `(${updatable.map((column) => `excluded.${quoted(column)}`).join(', ')})`;
  const kind = ITEM_KIND[table];
  return {
    parameters,
    parts(first, n, record) {
      const tuples = rows.map(
        (_, row) => `(${columns.map((_, column) => `$${first + row * columns.length + column}`).join(', ')})`,
      );
      const write =
        `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')} ` +
        `on conflict (${quoted(owner)}, "id") ${onConflict}`;
      if (!record || !kind) return [`w${n} as (${write})`];
      const keys = keyColumns(owner);
      const moved = elsewhere(table, `w${n}`, n, `p${n}."id" is null`);
      const from =
        `w${n} left join ${quoted(table)} p${n} on p${n}.${quoted(owner)} = w${n}.${quoted(owner)} ` +
        `and p${n}."id" = w${n}."id"` +
        (moved ? ` ${moved}` : '');
      const update = updateAction(table, `p${n}`, `w${n}`);
      // A new row's fields are all its values; an updated row's, the columns whose values differ (a row
      // is written with all its columns, so no other column changes); a moved row's, those that differ
      // from its copy in the document it left, with that document.
      const compared = updatable.filter((column) => column !== 'workspace_id');
      const created = wholeRowFields(`w${n}`, keys, 'value');
      const [action, newFields] = moved
        ? [
            `case when o${n}."id" is null then 'created' else 'moved' end`,
            `case when o${n}."id" is null then ${created} else ${updatedFields([...compared, owner], `o${n}`, `w${n}`)} end`,
          ]
        : [`'created'`, created];
      const createdOr = `case when p${n}."id" is null then ${action} else ${update} end`;
      const fields = `case when p${n}."id" is null then ${newFields} else ${updatedFields(compared, `p${n}`, `w${n}`)} end`;
      return [
        `w${n} as (${write} returning *)`,
        `c${n} as (${changeRows(kind, { written: `w${n}`, from }, createdOr, fields)})`,
      ];
    },
  };
}

/** Deletes a document's rows of a child table by id. */
export function remove(child: ChildRows, ids: string[]): Write {
  const kind = ITEM_KIND[child.table];
  return {
    parameters: [child.owner.value, ...ids],
    parts(first, n, record) {
      const write =
        `delete from ${quoted(child.table)} where ${quoted(child.owner.column)} = $${first} ` +
        `and "id" in (${ids.map((_, index) => `$${first + 1 + index}`).join(', ')})`;
      if (!record || !kind) return [`w${n} as (${write})`];
      const deleted = wholeRowFields(`w${n}`, keyColumns(child.owner.column), 'previous');
      const moved = elsewhere(child.table, `w${n}`, n);
      const owner = quoted(child.owner.column);
      const [action, fields] = moved
        ? [
            `case when o${n}."id" is null then 'deleted' else 'moved' end`,
            `case when o${n}."id" is null then ${deleted} else jsonb_build_object(${`'${child.owner.column}'`}, ` +
              `jsonb_build_object('previous', to_jsonb(w${n}.${owner}), 'value', to_jsonb(o${n}.${owner}))) end`,
          ]
        : [`'deleted'`, deleted];
      const from = moved ? `w${n} ${moved}` : `w${n}`;
      return [
        `w${n} as (${write} returning *)`,
        `c${n} as (${changeRows(kind, { written: `w${n}`, from }, action, fields)})`,
      ];
    },
  };
}

/** What a store's last statement does besides its writes, once they changed something. */
export interface AfterWrites {
  /** Stamps the document's own row edited now (a node, a to-do or a card changed). */
  touch?: { table: NonNullable<DocumentRows['parent']>['table']; id: string; at: Date };
  /**
   * Inserts the job that follows the store (a row the job queue made), its payload given `from` and
   * `through`, the first and last ids of the store's change rows (FollowedRange) with those of `earlier`
   * (recorded before the writes: the document's own row's).
   */
  follow?: {
    job: { payload: Record<string, unknown> } & Record<string, unknown>;
    earlier: readonly string[];
  };
  /** Deletes the rows of jobs done since (JobQueue.takeDone), still claimed by `owner`. */
  done?: { ids: readonly string[]; owner: string };
}

/**
 * The parts of a store's last statement for `after`: `changes` names the statement's change parts, and
 * `recorded` says whether the store recorded a change before it (true) or records nothing at all (null).
 */
function afterParts(
  after: AfterWrites,
  changes: readonly string[],
  recorded: boolean | null,
  parameters: unknown[],
): string[] {
  const next = (value: unknown) => `$${parameters.push(value)}`;
  const ids = changes.map((name) => `select id::bigint as id from ${name}`);
  const parts: string[] = [];
  // Stamped when a write changed something: any write when nothing is recorded, else a recorded change.
  const changed = recorded !== false ? 'true' : ids.length > 0 ? `exists (${ids.join(' union all ')})` : null;
  if (after.touch && changed) {
    const { table, id, at } = after.touch;
    parts.push(
      `t as (update ${quoted(table)} set "updated_at" = ${next(at)} where "id" = ${next(id)} and ${changed})`,
    );
  }
  if (after.done && after.done.ids.length > 0) {
    const ids = after.done.ids.map((id) => next(id));
    parts.push(
      `d as (delete from jobs where "id" in (${ids.join(', ')}) and "claimed_by" = ${next(after.done.owner)})`,
    );
  }
  if (after.follow) {
    const { job, earlier } = after.follow;
    const range = [...ids, ...earlier.map((id) => `select ${next(id)}::bigint as id`)];
    if (range.length === 0) return parts;
    // The row as the queue made it, typed by the table itself (jsonb_populate_record).
    parts.push(
      `r as (select min(id) as low, max(id) as high from (${range.join(' union all ')}) as ids)`,
      `j as (insert into jobs select (jsonb_populate_record(null::jobs, ${next(JSON.stringify(job))}::jsonb || ` +
        `jsonb_build_object('payload', ${next(JSON.stringify(job.payload))}::jsonb || ` +
        `jsonb_build_object('from', r.low::text, 'through', r.high::text)))).* from r where r.low is not null)`,
    );
  }
  return parts;
}

/**
 * Runs a store's writes to the projected tables, as few statements as their parameters allow: writes
 * joined as data-modifying parts of one statement cost one round trip instead of one each (a new to-do
 * is a row in todos and one in the item index). The parts of one statement all see the rows as they were
 * before it, which these writes do not mind: each table gets rows deleted or written by id, never both.
 * With `record`, each write also inserts a change row for every row it really changed; those rows are
 * what it resolves with. What `after` asks for joins the last statement (a statement of its own when
 * there are no writes).
 */
export async function runWrites(
  trx: Kysely<DB>,
  writes: Write[],
  record: ChangeContext | null,
  after: AfterWrites = {},
): Promise<RecordedChange[]> {
  const meta = record ? metaParameters(record) : [];
  const recorded: RecordedChange[] = [];
  if (writes.length === 0 && !after.follow && !after.done?.ids.length) return recorded;
  let start = 0;
  do {
    let end = Math.min(start + 1, writes.length);
    let count = meta.length + (writes[start]?.parameters.length ?? 0);
    while (end < writes.length && count + writes[end]!.parameters.length <= PARAMETERS_PER_STATEMENT) {
      count += writes[end]!.parameters.length;
      end += 1;
    }
    const parameters: unknown[] = [...meta];
    const parts = record ? [META] : [];
    writes.slice(start, end).forEach((write, n) => {
      parts.push(...write.parts(parameters.length + 1, n, record !== null));
      parameters.push(...write.parameters);
    });
    const changes = parts.flatMap((part) => /^c\d+(?= as )/.exec(part) ?? []);
    if (end === writes.length) {
      parts.push(...afterParts(after, changes, record ? recorded.length > 0 : null, parameters));
    }
    const select =
      changes.length === 0
        ? 'select 1 where false'
        : changes
            .map((name) => `select id, item_kind, item_id, action, fields from ${name}`)
            .join(' union all ');
    const { rows } = await trx.executeQuery<RecordedChange>(
      CompiledQuery.raw(`with ${parts.join(', ')} ${select}`, parameters),
    );
    recorded.push(...rows);
    start = end;
  } while (start < writes.length);
  return recorded;
}

/**
 * Writes a document's own row (its title, description, a map's saved view) when a value differs from the
 * stored one, stamping updated_at, and records the change with `record`. Says whether the row changed,
 * and whether it exists at all (deleted while the store was on its way), and the change row it recorded.
 */
export async function writeParent(
  trx: Kysely<DB>,
  parent: NonNullable<DocumentRows['parent']>,
  now: Date,
  record: ChangeContext | null,
): Promise<{ changed: boolean; exists: boolean; change: RecordedChange | null }> {
  const { table, id, values } = parent;
  const columns = Object.keys(values);
  const meta = record ? metaParameters(record) : [];
  const first = meta.length + 1;
  const parameters = [...meta, id, now, ...columns.map((column) => (values as Row)[column])];
  const value = (index: number) => `$${first + 2 + index}`;
  const update =
    `update ${quoted(table)} set ${columns.map((column, index) => `${quoted(column)} = ${value(index)}`).join(', ')}, ` +
    `"updated_at" = $${first + 1} where "id" = $${first} and (` +
    `${columns.map((column, index) => `${quoted(column)} is distinct from ${value(index)}`).join(' or ')}) returning *`;
  const keys = keyColumns('id');
  const parts = [`p as (select * from ${quoted(table)} where "id" = $${first})`, `w as (${update})`];
  if (record) {
    parts.unshift(META);
    const kind = ITEM_KIND[table]!;
    const fields = `change_fields(to_jsonb(p) - ${keys}, to_jsonb(w) - ${keys})`;
    parts.push(`c as (${changeRows(kind, { written: 'w', from: 'w cross join p' }, `'updated'`, fields)})`);
  }
  const change = record ? '(select to_jsonb(c) from c)' : 'null::jsonb';
  const { rows } = await trx.executeQuery<{ changed: number; found: number; change: RecordedChange | null }>(
    CompiledQuery.raw(
      `with ${parts.join(', ')} select (select count(*) from w)::int as changed, ` +
        `(select count(*) from p)::int as found, ${change} as change`,
      parameters,
    ),
  );
  const row = rows[0]!;
  return { changed: row.changed > 0, exists: row.found > 0, change: row.change };
}
