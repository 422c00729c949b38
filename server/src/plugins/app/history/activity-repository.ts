import { sql, type Kysely } from 'kysely';
import { formatDocumentName } from '@shared/schema/document-name';
import type { Author, ChangeAction, ChangedFields, DB } from '../../../db/schema';

/** The kind of item an activity is about, as comments and the change record name it. */
export type ActivityItemKind = 'todo' | 'card';

/**
 * The columns whose change is worth an entry of an item's activity; the rest (its order key, the time it
 * was stamped, its comment count, a card's status and done time, which follow its lane) are not.
 */
const SHOWN_FIELDS: Record<ActivityItemKind, string[]> = {
  todo: ['title', 'description', 'due_date', 'assignee_id', 'notes'],
  card: ['title', 'description', 'priority', 'due_date', 'assignee_id', 'todo_list_id', 'mindmap_id'],
};

/** One change of an item (`source` 'c', from the change record) or one comment on it (`source` 'm'). */
export interface ActivityRow {
  source: 'c' | 'm';
  id: string;
  /** Its time as text to the microsecond, which the next page's cursor carries. */
  at: string;
  action: ChangeAction | 'commented';
  document_name: string | null;
  fields: ChangedFields;
  authors: Author[];
  body: string | null;
  author_id: string | null;
}

/** A page's cursor, parsed: the last row of the page before. */
export interface ActivityCursor {
  at: string;
  source: 'c' | 'm';
  id: string;
}

/** Reads what an item's activity shows: its changes in the change record, its comments, names. */
export function createActivityRepository(db: Kysely<DB>) {
  return {
    /**
     * An item's changes and comments after `cursor`, newest first, at most `limit`. A to-do moved to
     * another list is recorded by both lists' stores; the one of the list it joined is kept. Deletes are
     * left out: a deleted item has no dialog, and a to-do's move can be recorded as a delete and a create.
     */
    async page(
      workspaceId: string,
      kind: ActivityItemKind,
      itemId: string,
      limit: number,
      cursor: ActivityCursor | null,
    ): Promise<ActivityRow[]> {
      const shown = sql.raw(`array[${SHOWN_FIELDS[kind].map((field) => `'${field}'`).join(', ')}]`);
      const leftList = sql`and not (c.action = 'moved'
        and c.document_name is distinct from c.fields -> 'document_name' ->> 'value')`;
      const after = cursor
        ? sql`where (at, source, id) < (${cursor.at}::timestamptz, ${cursor.source}, ${cursor.id})`
        : sql``;
      const { rows } = await sql<ActivityRow & { at_text: string }>`
        select source, id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text,
          action, document_name, fields, authors, body, author_id
        from (
          select 'c'::text as source, c.id::text as id, c.changed_at as at, c.action, c.document_name,
            c.fields, c.authors, null::text as body, null::uuid as author_id
          from document_changes c
          where c.workspace_id = ${workspaceId} and c.item_kind = ${kind} and c.item_id = ${itemId}
            and c.action <> 'deleted'
            and (c.action <> 'updated' or c.fields ?| ${shown})
            ${kind === 'todo' ? leftList : sql``}
          union all
          select 'm', m.id::text, m.created_at, 'commented', null, '{}'::jsonb, '[]'::jsonb, m.body,
            m.author_id
          from comments m
          where m.workspace_id = ${workspaceId} and m.target_kind = ${kind} and m.target_id = ${itemId}
        ) as activity
        ${after}
        order by at desc, source desc, id desc
        limit ${limit}
      `.execute(db);
      return rows.map(({ at_text, ...row }) => ({ ...row, at: at_text }));
    },

    /**
     * The names of a board's lanes: the lane's title now, or for a lane deleted since, the last title the
     * change record holds of it.
     */
    async laneNames(boardId: string, columnIds: readonly string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      if (columnIds.length === 0) return names;
      const recorded = await db
        .selectFrom('document_changes')
        .select([
          'item_id',
          sql<string>`coalesce(fields -> 'title' ->> 'value', fields -> 'title' ->> 'previous')`.as('title'),
        ])
        .distinctOn('item_id')
        .where('document_name', '=', formatDocumentName('board', boardId))
        .where('item_kind', '=', 'column')
        .where('item_id', 'in', columnIds)
        .where(sql<boolean>`fields ? 'title'`)
        .orderBy('item_id')
        .orderBy('id', 'desc')
        .execute();
      for (const lane of recorded) names.set(lane.item_id, lane.title);
      const current = await db
        .selectFrom('kanban_columns')
        .select(['id', 'title'])
        .where('board_id', '=', boardId)
        .where('id', 'in', columnIds)
        .execute();
      for (const lane of current) names.set(lane.id, lane.title);
      return names;
    },

    /** The titles of the workspace's lists among `listIds`. */
    async listTitles(workspaceId: string, listIds: readonly string[]): Promise<Map<string, string>> {
      if (listIds.length === 0) return new Map();
      const lists = await db
        .selectFrom('todo_lists')
        .select(['id', 'title'])
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', listIds)
        .execute();
      return new Map(lists.map((list) => [list.id, list.title]));
    },

    /** The names members are shown by (their name, else their address). */
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
