import type { Author, ChangeAction, ChangedFields, ChangeItemKind } from '../../db/schema';
import type { ChildRows, DocumentRows } from './row-sets';

/**
 * How a projection's statements record what they changed (the change record): the parts of a write that
 * insert its change rows, and the comparisons that name what happened and which fields changed.
 */

/** What a store's change rows carry besides what changed: the document, its authors and the store's time. */
export interface ChangeContext {
  workspaceId: string;
  documentName: string;
  authors: readonly Author[];
  at: Date;
}

/** A change row a store's statement recorded, as it hands it back. */
export interface RecordedChange {
  /** Its id in document_changes (a bigint, as text). */
  id: string;
  item_kind: ChangeItemKind;
  item_id: string;
  action: ChangeAction;
  fields: ChangedFields;
}

export type Table = ChildRows['table'] | NonNullable<DocumentRows['parent']>['table'];

/** The kind of item a projected table's rows are, in the change record; the item index records nothing. */
export const ITEM_KIND: Record<Table, ChangeItemKind | null> = {
  mindmaps: 'map',
  todo_lists: 'list',
  boards: 'board',
  nodes: 'node',
  todos: 'todo',
  kanban_columns: 'column',
  kanban_cards: 'card',
  document_items: null,
};

export const quoted = (column: string) => `"${column}"`;

/** The columns a change row leaves out of its fields: the keys, the same for every row of a document. */
export function keyColumns(owner: string): string {
  return `'{id,${owner},workspace_id}'::text[]`;
}

/**
 * A change row a part of the statement inserts for each row of `from` (whose written rows are `written`),
 * with `fields` the changed fields (ChangedFields) as a jsonb expression.
 */
export function changeRows(
  kind: ChangeItemKind,
  { written, from }: { written: string; from: string },
  action: string,
  fields: string,
) {
  return (
    'insert into document_changes ' +
    '(workspace_id, document_name, item_kind, item_id, action, fields, authors, changed_at) ' +
    `select meta.workspace_id, meta.document_name, '${kind}', ${written}."id", ${action}, ` +
    `${fields}, meta.authors, meta.changed_at from ${from} cross join meta ` +
    'returning id::text as id, item_kind, item_id, action, fields'
  );
}

/**
 * The fields of a row created (`side` 'value': each column's value, its previous null) or deleted ('previous':
 * the other way round), every column but the keys: what change_fields gives with one row null, without its
 * union of the two rows' keys and its comparisons, which cost a store of 400 new nodes as much as writing them.
 */
export function wholeRowFields(row: string, keys: string, side: 'value' | 'previous'): string {
  const [previous, value] = side === 'value' ? ['null', 'f.value'] : ['f.value', 'null'];
  return (
    `(select coalesce(jsonb_object_agg(f.key, jsonb_build_object('previous', ${previous}, 'value', ${value})), ` +
    `'{}'::jsonb) from jsonb_each(to_jsonb(${row}) - ${keys}) as f)`
  );
}

/**
 * The changed fields of a row that was there before, compared column by column: cheaper than comparing
 * the two rows as jsonb (change_fields), which a store pays for every row it updates.
 */
export function updatedFields(columns: readonly string[], before: string, after: string): string {
  const field = (column: string) =>
    `case when ${before}.${quoted(column)} is distinct from ${after}.${quoted(column)} then ` +
    `jsonb_build_object('${column}', jsonb_build_object('previous', to_jsonb(${before}.${quoted(column)}), ` +
    `'value', to_jsonb(${after}.${quoted(column)}))) else '{}'::jsonb end`;
  return columns.length === 0 ? `'{}'::jsonb` : `(${columns.map(field).join(' || ')})`;
}

/**
 * What a change did to a row that was there before: completing or reopening a to-do and moving a card to
 * another lane say so; anything else is an update.
 */
export function updateAction(table: Table, before: string, after: string): string {
  if (table === 'todos') {
    return `case when ${before}."completed" is distinct from ${after}."completed" then case when ${after}."completed" then 'completed' else 'reopened' end else 'updated' end`;
  }
  if (table === 'kanban_cards') {
    return `case when ${before}."column_id" is distinct from ${after}."column_id" then 'moved' else 'updated' end`;
  }
  return `'updated'`;
}

/**
 * Tables whose items move between documents under the same id (a to-do between lists and the inbox): the
 * join that finds a written row's copy in another document of the workspace, named `o${n}`, for a row
 * `${row}` (only when `when` holds), or null for other tables. Such a move is recorded as `moved` by both
 * stores, the one of the document it joined (a new row whose copy is still in the other document) and the
 * one it left (a deleted row now in the other document); each names both documents in `document_name`.
 */
export function elsewhere(table: Table, row: string, n: number, when = 'true'): string | null {
  if (table !== 'todos') return null;
  return (
    `left join lateral (select * from ${quoted(table)} where ${when} and "id" = ${row}."id" ` +
    `and "workspace_id" = ${row}."workspace_id" and "document_name" <> ${row}."document_name" limit 1) o${n} on true`
  );
}

/** The part that names a store's change context for the other parts; its four parameters come first. */
export const META =
  'meta as (select $1::uuid as workspace_id, $2::text as document_name, $3::jsonb as authors, ' +
  '$4::timestamptz as changed_at)';

export function metaParameters(record: ChangeContext): unknown[] {
  return [record.workspaceId, record.documentName, JSON.stringify(record.authors), record.at];
}
