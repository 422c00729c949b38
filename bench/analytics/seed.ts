import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/src/db/schema';

/** What bench/analytics puts in the database (issue 14's figures). */
export const VOLUME = {
  users: 10_000,
  mindmaps: 100_000,
  nodes: 2_000_000,
  todoLists: 100_000,
  todos: 1_000_000,
  boards: 20_000,
  aiRuns: 200_000,
} as const;

/** Items are spread evenly over this many past days, today included. */
export const HISTORY_DAYS = 90;

/** A deterministic uuid for the n-th item of a kind (md5 is a 128-bit hex string). */
const uuid = (prefix: string, n: string) => `md5('${prefix}' || ${n})::uuid`;
/** Item n was made (n mod HISTORY_DAYS) days ago, at a time of day that varies with n. */
const madeAt = (n: string) =>
  `now() - ((${n}) % ${HISTORY_DAYS}) * interval '1 day' - ((${n}) % 1440) * interval '1 minute'`;

/**
 * One statement per table, plain SQL with generate_series, the same on PostgreSQL and PGlite. Workspace w
 * (1…users) belongs to user w; item n goes to workspace (n mod users) + 1.
 */
function statements(): string[] {
  const v = VOLUME;
  const workspaceOf = (n: string) => uuid('w', `((${n}) % ${v.users} + 1)`);
  const nodesPerMap = v.nodes / v.mindmaps;
  const todosPerList = v.todos / v.todoLists;
  return [
    `insert into users (id, email, password_hash, created_at)
     select ${uuid('u', 'g')}, 'bench' || g || '@example.com', 'not-a-hash', ${madeAt('g')}
     from generate_series(1, ${v.users}) g`,
    `insert into workspaces (id, name, owner_id) select ${uuid('w', 'g')}, 'Workspace ' || g, ${uuid('u', 'g')}
     from generate_series(1, ${v.users}) g`,
    `insert into workspace_members (workspace_id, user_id, role) select ${uuid('w', 'g')}, ${uuid('u', 'g')}, 'owner'
     from generate_series(1, ${v.users}) g`,
    `insert into mindmaps (id, workspace_id, title, created_at, updated_at)
     select ${uuid('m', 'g')}, ${workspaceOf('g')}, 'Map ' || g, ${madeAt('g')}, ${madeAt('g')}
     from generate_series(1, ${v.mindmaps}) g`,
    `insert into nodes (id, mindmap_id, parent_id, label, created_at, updated_at)
     select 'n' || (g % ${nodesPerMap}), ${uuid('m', `(g / ${nodesPerMap} + 1)`)},
       case when g % ${nodesPerMap} = 0 then null else 'n0' end, 'Node ' || g,
       ${madeAt(`(g / ${nodesPerMap} + 1)`)}, ${madeAt(`(g / ${nodesPerMap} + 1)`)}
     from generate_series(0, ${v.nodes - 1}) g`,
    `insert into todo_lists (id, workspace_id, title, created_at, updated_at)
     select ${uuid('l', 'g')}, ${workspaceOf('g')}, 'List ' || g, ${madeAt('g')}, ${madeAt('g')}
     from generate_series(1, ${v.todoLists}) g`,
    `insert into documents (name, workspace_id)
     select 'todolist:' || ${uuid('l', 'g')}, ${workspaceOf('g')} from generate_series(1, ${v.todoLists}) g`,
    `insert into todos (id, workspace_id, list_id, document_name, title, completed, position, created_at, updated_at)
     select 't' || g, ${workspaceOf(`(g / ${todosPerList} + 1)`)}, ${uuid('l', `(g / ${todosPerList} + 1)`)},
       'todolist:' || ${uuid('l', `(g / ${todosPerList} + 1)`)}, 'Task ' || g, g % 4 = 0, 'a' || (g % ${todosPerList}),
       ${madeAt(`(g / ${todosPerList} + 1)`)}, ${madeAt(`(g / ${todosPerList} + 1)`)}
     from generate_series(0, ${v.todos - 1}) g`,
    `insert into boards (id, workspace_id, title, created_at, updated_at)
     select ${uuid('b', 'g')}, ${workspaceOf('g')}, 'Board ' || g, ${madeAt('g')}, ${madeAt('g')}
     from generate_series(1, ${v.boards}) g`,
    `insert into ai_runs (id, account_id, workspace_id, user_id, kind, created_at)
     select ${uuid('a', 'g')}, ${uuid('u', `(g % ${v.users} + 1)`)}, ${workspaceOf('g')},
       ${uuid('u', `(g % ${v.users} + 1)`)}, 'mindmap', ${madeAt('g')}
     from generate_series(1, ${v.aiRuns}) g`,
    // The creation rows the triggers would have written had these items been made on their days: the
    // same keys and days as migration 0007's back-fill, stored in the order they would have been written
    // (day by day), so each day's rows sit together as they do in a table that grew over time.
    `insert into item_creations (kind, item_key, day)
     select kind, item_key, day from (
     select 'mindmaps' as kind, id::text as item_key, (created_at at time zone 'utc')::date as day from mindmaps
     union all select 'nodes', mindmap_id::text || ':' || id, (created_at at time zone 'utc')::date from nodes
     union all select 'todoLists', id::text, (created_at at time zone 'utc')::date from todo_lists
     union all select 'todos', workspace_id::text || ':' || id, (created_at at time zone 'utc')::date from todos
     union all select 'kanbans', id::text, (created_at at time zone 'utc')::date from boards
     union all select 'aiProcesses', id::text, (created_at at time zone 'utc')::date from ai_runs
     ) made order by day`,
    'analyze',
  ];
}

/**
 * Fills an empty, migrated database on one connection with `session_replication_role = replica`: no
 * triggers run, neither the foreign-key checks (the rows are consistent by construction) nor the creation
 * triggers (they would stamp every row with today); item_creations is written from the items' own days.
 */
export async function seedVolume(db: Kysely<DB>, log: (line: string) => void): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`set session_replication_role = replica`.execute(connection);
    try {
      for (const statement of statements()) {
        const started = performance.now();
        await sql.raw(statement).execute(connection);
        const what = statement.trim().split(/\s+/).slice(0, 3).join(' ');
        log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await sql`set session_replication_role = origin`.execute(connection);
    }
  });
}
