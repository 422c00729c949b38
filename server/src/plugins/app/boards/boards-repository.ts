import { sql, type Kysely, type Selectable } from 'kysely';
import type { BoardData, BoardSummary, KanbanCard, KanbanColumn } from '@shared/api/kanban';
import { DONE_COLUMN_ID } from '@shared/schema/board-model';
import { orderColumns } from '@shared/schema/board-resolve';
import { byteOrder } from '../../../db/byte-order';
import type { DB } from '../../../db/schema';

const iso = (value: Date) => value.toISOString();

export type CardRow = Selectable<DB['kanban_cards']> & { rank: number };

export function presentCard(row: CardRow): KanbanCard {
  return {
    id: row.id,
    column_id: row.column_id,
    title: row.title,
    description: row.description,
    status: row.status === 'done' ? 'done' : 'open',
    priority: (row.priority as KanbanCard['priority']) ?? null,
    due_date: row.due_date,
    assignee_id: row.assignee_id,
    position: Number(row.rank),
    linked_todo_id: row.linked_todo_id,
    todo_list_id: row.todo_list_id,
    mindmap_id: row.mindmap_id,
    comment_count: row.comment_count,
    done_at: row.done_at ? iso(row.done_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A board's own fields as board data shows them (without the list page's counts). */
export function presentBoard(row: {
  id: string;
  title: string;
  description: string;
  created_at: Date;
  updated_at: Date;
}): BoardData['board'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A board's lane rows in display order (New first, Done last), each with its rank. */
export function presentColumns(
  boardId: string,
  rows: ReadonlyArray<{ id: string; title: string; position: string; wip_limit: number | null }>,
): KanbanColumn[] {
  const limits = new Map(rows.map((row) => [row.id, row.wip_limit]));
  return orderColumns(rows.map((row) => ({ ...row, wipLimit: row.wip_limit }))).map((column, rank) => ({
    id: column.id,
    board_id: boardId,
    title: column.title,
    position: rank,
    wip_limit: limits.get(column.id) ?? null,
  }));
}

/** A board's cards, each with its rank in its lane (filter further to read less). */
const lane = (trx: Kysely<DB>, boardId: string) =>
  trx
    .selectFrom('kanban_cards')
    .selectAll()
    .select(
      sql<number>`row_number() over (partition by column_id order by ${byteOrder('position')}, ${byteOrder('id')}) - 1`.as(
        'rank',
      ),
    )
    .where('board_id', '=', boardId);

export function createBoardsRepository(db: Kysely<DB>) {
  /**
   * Boards with the list page's counts: done is the Done lane (Not Done is kept with the cards, migration
   * 0015); past due is not done and due before `today`.
   */
  const summaries = (trx: Kysely<DB>, workspaceId: string, today: string) =>
    trx
      .selectFrom('boards as b')
      .select([
        'b.id',
        'b.title',
        'b.description',
        'b.created_at',
        'b.updated_at',
        'b.not_done_count as notDone',
        // Past due changes at midnight without a write, so it is counted when read (a partial index holds
        // exactly the dated cards outside Done).
        (eb) =>
          eb
            .selectFrom('kanban_cards as c')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('c.board_id', '=', 'b.id')
            .where('c.column_id', '<>', DONE_COLUMN_ID)
            .where('c.due_date', '<', today)
            .as('pastDue'),
      ])
      .where('b.workspace_id', '=', workspaceId);

  const present = (row: {
    id: string;
    title: string;
    description: string;
    created_at: Date;
    updated_at: Date;
    notDone: number | null;
    pastDue: number | null;
  }): BoardSummary => ({
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    notDone: Number(row.notDone ?? 0),
    pastDue: Number(row.pastDue ?? 0),
  });

  return {
    async list(workspaceId: string, today: string, trx: Kysely<DB> = db): Promise<BoardSummary[]> {
      const rows = await summaries(trx, workspaceId, today).orderBy('b.created_at', 'desc').execute();
      return rows.map(present);
    },

    async find(id: string, workspaceId: string, today: string, trx: Kysely<DB> = db) {
      const row = await summaries(trx, workspaceId, today).where('b.id', '=', id).executeTakeFirst();
      return row ? present(row) : null;
    },

    /** A board's own fields, without the list page's counts (board data does not show them). */
    async summary(id: string, workspaceId: string, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('boards')
        .select(['id', 'title', 'description', 'created_at', 'updated_at'])
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ? presentBoard(row) : null;
    },

    /** The board's lanes in display order (New first, Done last) with their ranks. */
    async columnsOf(boardId: string, trx: Kysely<DB> = db): Promise<KanbanColumn[]> {
      const rows = await trx
        .selectFrom('kanban_columns')
        .select(['id', 'title', 'position', 'wip_limit'])
        .where('board_id', '=', boardId)
        .execute();
      return presentColumns(boardId, rows);
    },

    /** The board's cards, lane by lane, each with its rank in its lane. */
    async cardsOf(boardId: string, trx: Kysely<DB> = db): Promise<KanbanCard[]> {
      const rows = await lane(trx, boardId)
        .orderBy('column_id')
        .orderBy(byteOrder('position'))
        .orderBy(byteOrder('id'))
        .execute();
      return rows.map(presentCard);
    },

    async exists(id: string, workspaceId: string, trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('boards')
        .select('id')
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The boards of a workspace holding a lane id (New and Done ids are on every board). */
    async boardsWithColumn(columnId: string, workspaceId: string, trx: Kysely<DB> = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('kanban_columns as k')
        .innerJoin('boards as b', 'b.id', 'k.board_id')
        .select('k.board_id')
        .where('k.id', '=', columnId)
        .where('b.workspace_id', '=', workspaceId)
        .execute();
      return rows.map((row) => row.board_id);
    },

    /** The workspace's cards linked to the to-dos now in list `listId`, with their boards' titles. */
    async cardsLinkedToList(listId: string, workspaceId: string, trx: Kysely<DB> = db) {
      return trx
        .selectFrom('kanban_cards as c')
        .innerJoin('boards as b', 'b.id', 'c.board_id')
        .innerJoin('todos as t', 't.id', 'c.linked_todo_id')
        .select(['t.id as todo_id', 'c.id as card_id', 'c.board_id', 'b.title as board_title'])
        .where('t.list_id', '=', listId)
        .where('t.workspace_id', '=', workspaceId)
        .where('b.workspace_id', '=', workspaceId)
        .orderBy('b.title')
        .orderBy('c.board_id')
        .execute();
    },

    /** The workspace's cards linked to any of the to-dos, in one read. */
    async cardsLinkedTo(todoIds: readonly string[], workspaceId: string, trx: Kysely<DB> = db) {
      if (todoIds.length === 0) return [];
      const rows = await trx
        .selectFrom('kanban_cards as c')
        .innerJoin('boards as b', 'b.id', 'c.board_id')
        .select(['c.id', 'c.board_id', 'c.column_id', 'c.linked_todo_id'])
        .where('c.linked_todo_id', 'in', [...new Set(todoIds)])
        .where('b.workspace_id', '=', workspaceId)
        .execute();
      return rows.map((row) => ({ ...row, linked_todo_id: row.linked_todo_id! }));
    },

    /**
     * Whether the change record holds a change of the to-do's completion, or of the card entering or
     * leaving Done, recorded after the change `afterId`: the linked rule leaves such an item to that
     * change's own follow job rather than undo it with an older one.
     */
    async doneChangedAfter(
      workspaceId: string,
      item: { kind: 'todo' | 'card'; id: string },
      afterId: string,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const done = sql.lit(DONE_COLUMN_ID);
      const { rows } = await sql<{ changed: boolean }>`
        select exists (
          select 1 from document_changes
          where workspace_id = ${workspaceId} and id > ${afterId}::bigint
            and item_kind = ${item.kind} and item_id = ${item.id} and action <> 'deleted'
            and case when item_kind = 'todo' then fields ? 'completed'
              else ${done} in (fields -> 'column_id' ->> 'value', fields -> 'column_id' ->> 'previous') end
        ) as changed`.execute(trx);
      return rows[0]?.changed === true;
    },

    /** Cards of the workspace that entered Done since each moment (a card counts once, at its last entry). */
    async doneSince(workspaceId: string, since: { today: Date; week: Date }, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('kanban_cards as c')
        .innerJoin('boards as b', 'b.id', 'c.board_id')
        .select([
          sql<number>`count(*) filter (where c.done_at >= ${since.today})`.as('doneToday'),
          sql<number>`count(*) filter (where c.done_at >= ${since.week})`.as('doneWeek'),
        ])
        .where('b.workspace_id', '=', workspaceId)
        .where('c.column_id', '=', DONE_COLUMN_ID)
        .executeTakeFirstOrThrow();
      return { doneToday: Number(row.doneToday), doneWeek: Number(row.doneWeek) };
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
