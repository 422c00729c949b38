import { sql, type Kysely } from 'kysely';
import type { DB, MemberRole } from '../db/schema';

/** How many comments one read of a workspace's comments takes, so a long history never sits in memory. */
const COMMENTS_PAGE = 500;

export interface ExportedComment {
  id: string;
  target_kind: 'todo' | 'card';
  target_id: string;
  /** The document holding the item now; null when the item is gone (its thread is kept for a while). */
  document_name: string | null;
  author_name: string | null;
  author_email: string | null;
  body: string;
  created_at: Date;
}

export interface ExportedMember {
  name: string;
  email: string;
  role: MemberRole;
  joined_at: Date;
}

/** The reads of the exports: a workspace's documents, comments and members, and one account's own data. */
export function createDataExportRepository(db: Kysely<DB>) {
  const holder = sql<string | null>`(
    select min(i.document_name) from document_items i
    where i.workspace_id = c.workspace_id and i.id = c.target_id
  )`;

  return {
    /** The names of the workspace's maps, lists, boards and inbox, oldest first. */
    async documentNames(workspaceId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('documents')
        .select('name')
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at')
        .orderBy('name')
        .execute();
      return rows.map((row) => row.name);
    },

    /** The workspace's comments, oldest first, a page at a time, each with its author and its document. */
    async *comments(workspaceId: string): AsyncGenerator<ExportedComment, void, undefined> {
      let after: { created_at: Date; id: string } | null = null;
      for (;;) {
        let query = db
          .selectFrom('comments as c')
          .leftJoin('users as u', 'u.id', 'c.author_id')
          .select([
            'c.id',
            'c.target_kind',
            'c.target_id',
            'c.body',
            'c.created_at',
            holder.as('document_name'),
            sql<string | null>`nullif(u.name, '')`.as('author_name'),
            'u.email as author_email',
          ])
          .where('c.workspace_id', '=', workspaceId);
        if (after) {
          const { created_at, id } = after;
          query = query.where((eb) =>
            eb.or([
              eb('c.created_at', '>', created_at),
              eb.and([eb('c.created_at', '=', created_at), eb('c.id', '>', id)]),
            ]),
          );
        }
        const page = await query.orderBy('c.created_at').orderBy('c.id').limit(COMMENTS_PAGE).execute();
        yield* page;
        if (page.length < COMMENTS_PAGE) return;
        after = page[page.length - 1]!;
      }
    },

    /** The workspace's members with their addresses and roles, owner first. */
    async members(workspaceId: string): Promise<ExportedMember[]> {
      return db
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.name', 'u.email', 'm.role', 'm.created_at as joined_at'])
        .where('m.workspace_id', '=', workspaceId)
        .orderBy(sql`m.role = 'owner'`, 'desc')
        .orderBy('m.created_at')
        .orderBy('u.email')
        .execute();
    },

    /** What the account holds of its own: profile, workspaces, comments, mentions and API tokens. */
    async account(userId: string) {
      const profile = await db
        .selectFrom('users')
        .select(['email', 'name', 'nickname', 'created_at', 'email_verified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const workspaces = await db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .select(['w.id', 'w.name', 'm.role', 'm.created_at as joined_at'])
        .where('m.user_id', '=', userId)
        .orderBy('m.created_at')
        .execute();
      const comments = await db
        .selectFrom('comments as c')
        .innerJoin('workspaces as w', 'w.id', 'c.workspace_id')
        .select([
          'c.id',
          'c.workspace_id',
          'w.name as workspace_name',
          'c.target_kind',
          'c.target_id',
          holder.as('document_name'),
          'c.body',
          'c.created_at',
        ])
        .where('c.author_id', '=', userId)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
      const notifications = await db
        .selectFrom('notifications as n')
        .leftJoin('users as a', 'a.id', 'n.actor_id')
        .select([
          'n.id',
          'n.workspace_id',
          'n.kind',
          'n.comment_id',
          sql<string | null>`coalesce(nullif(a.name, ''), a.email)`.as('actor'),
          'n.created_at',
          'n.read_at',
        ])
        .where('n.user_id', '=', userId)
        .orderBy('n.created_at')
        .execute();
      const apiTokens = await db
        .selectFrom('api_tokens as t')
        .innerJoin('workspaces as w', 'w.id', 't.workspace_id')
        .select([
          't.name',
          'w.name as workspace_name',
          't.scope',
          't.created_at',
          't.expires_at',
          't.last_used_at',
        ])
        .where('t.user_id', '=', userId)
        .orderBy('t.created_at')
        .execute();
      const endedApiTokens = await db
        .selectFrom('ended_api_tokens')
        .select(['name', 'workspace_name', 'created_at', 'ended_at'])
        .where('user_id', '=', userId)
        .orderBy('ended_at')
        .execute();
      return { profile, workspaces, comments, notifications, apiTokens, endedApiTokens };
    },

    /** The titles of the lists and boards named (by `<kind>:<id>`), by name. */
    async titles(names: readonly string[]): Promise<Map<string, string>> {
      const idsOf = (kind: string) =>
        names.filter((name) => name.startsWith(`${kind}:`)).map((name) => name.slice(kind.length + 1));
      const titles = new Map<string, string>();
      const lists = idsOf('todolist');
      if (lists.length > 0) {
        const rows = await db
          .selectFrom('todo_lists')
          .select(['id', 'title'])
          .where('id', 'in', lists)
          .execute();
        for (const row of rows) titles.set(`todolist:${row.id}`, row.title);
      }
      const boards = idsOf('board');
      if (boards.length > 0) {
        const rows = await db
          .selectFrom('boards')
          .select(['id', 'title'])
          .where('id', 'in', boards)
          .execute();
        for (const row of rows) titles.set(`board:${row.id}`, row.title);
      }
      return titles;
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
