import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { addCard } from '@shared/schema/board-cards';
import { readColumns } from '@shared/schema/board';
import { formatDocumentName } from '@shared/schema/document-name';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { addTodo } from '@shared/schema/todo';
import { FN } from '../../tests/helpers/accounts';
import { createHttpClient, type HttpClient } from '../../tests/helpers/http';

/** The issue's realistic volume: one workspace holds this much, and COPIES more workspaces like it. */
export const VOLUME = {
  mindmaps: 10,
  nodesPerMap: 500,
  todoLists: 100,
  todosPerList: 20,
  boards: 10,
  cardsPerBoard: 500,
};
export const COPIES = Number(process.env.BENCH_WORKSPACES ?? 100);
const PASSWORD = 'correct-horse-9';

export interface Seeded {
  owner: HttpClient;
  admin: HttpClient;
  workspaceId: string;
  mapId: string;
  boardId: string;
  todoId: string;
  /** Every map, list and board of the first workspace, for the write routes spread over many. */
  mapIds: string[];
  listIds: string[];
  boardIds: string[];
}

async function signUp(app: FastifyInstance, url: string, email: string): Promise<HttpClient> {
  const client = createHttpClient(url);
  for (const step of ['register', 'login']) {
    const response = await client.post(`${FN}/${step}`, { email, password: PASSWORD });
    if (response.status >= 300) throw new Error(`${step}: ${JSON.stringify(response.body)}`);
  }
  // A paid plan through its paid-through date, as a checkout leaves it, so the paid limits apply.
  await app.database.db
    .updateTable('subscriptions')
    .set({ status: 'active', paid_thru_date: new Date(Date.now() + 365 * 86_400_000) })
    .where(
      'user_id',
      '=',
      (
        await app.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    )
    .execute();
  return client;
}

async function create(client: HttpClient, path: string, body: unknown): Promise<string> {
  const response = await client.post(`${FN}${path}`, body);
  if (response.status !== 201)
    throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { id: string }).id;
}

/**
 * The first workspace is made the way a user makes it: maps, lists and boards through the REST create
 * routes, their content through the live documents (app.collab.withDocument, stored and projected as an
 * editor's edits are). The other COPIES workspaces are that workspace copied row by row in SQL under new
 * ids (owner, member, subscription, the documents with their snapshots, the projection and item index).
 */
export async function seedRest(
  app: FastifyInstance,
  url: string,
  log: (line: string) => void,
): Promise<Seeded> {
  const stamp = Date.now();
  const owner = await signUp(app, url, `bench.owner.${stamp}@example.com`);
  const admin = await signUp(app, url, `bench.admin.${stamp}@example.com`);
  await app.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', `bench.admin.${stamp}@example.com`)
    .execute();

  const mapIds: string[] = [];
  for (let m = 0; m < VOLUME.mindmaps; m += 1) {
    const id = await create(owner, '/mindmaps', { data: { title: `Map ${m + 1}`, description: '' } });
    await app.collab.withDocument(formatDocumentName('mindmap', id), (doc) => {
      const rootId = readMindmap(doc).rootId;
      const ids = [rootId];
      for (let n = 1; n < VOLUME.nodesPerMap; n += 1) {
        const parentId = ids[Math.floor((n - 1) / 8)] ?? rootId;
        ids.push(
          addNode(doc, { parentId, label: `Idea ${n}`, x: (n % 40) * 180, y: Math.floor(n / 40) * 90 }),
        );
      }
    });
    mapIds.push(id);
  }
  log(`  ${VOLUME.mindmaps} maps of ${VOLUME.nodesPerMap} nodes`);
  let todoId = '';
  const listIds: string[] = [];
  for (let l = 0; l < VOLUME.todoLists; l += 1) {
    const id = await create(owner, '/todo-lists', { title: `List ${l + 1}` });
    await app.collab.withDocument(formatDocumentName('todolist', id), (doc) => {
      for (let t = 0; t < VOLUME.todosPerList; t += 1) {
        const added = addTodo(doc, { title: `Task ${t + 1}`, completed: t % 4 === 0 });
        if (added && !todoId) todoId = added;
      }
    });
    listIds.push(id);
  }
  log(`  ${VOLUME.todoLists} lists of ${VOLUME.todosPerList} to-dos`);
  const boardIds: string[] = [];
  for (let b = 0; b < VOLUME.boards; b += 1) {
    const id = await create(owner, '/boards', { title: `Board ${b + 1}` });
    await app.collab.withDocument(formatDocumentName('board', id), (doc) => {
      const lanes = readColumns(doc);
      for (let c = 0; c < VOLUME.cardsPerBoard; c += 1) {
        addCard(doc, { columnId: lanes[c % lanes.length]!.id, title: `Card ${c + 1}` });
      }
    });
    boardIds.push(id);
  }
  log(`  ${VOLUME.boards} boards of ${VOLUME.cardsPerBoard} cards`);

  const { db } = app.database;
  const ownerRow = await db
    .selectFrom('users')
    .select(['id', 'current_workspace_id'])
    .where('email', '=', `bench.owner.${stamp}@example.com`)
    .executeTakeFirstOrThrow();
  const workspaceId = ownerRow.current_workspace_id!;
  await copyWorkspace(app, ownerRow.id, workspaceId, COPIES);
  log(`  ${COPIES} more workspaces like it`);
  return {
    owner,
    admin,
    workspaceId,
    mapId: mapIds[0]!,
    boardId: boardIds[0]!,
    todoId,
    mapIds,
    listIds,
    boardIds,
  };
}

/** Copies the workspace `copies` times in SQL: every id that is global gets md5(id || copy)::uuid. */
async function copyWorkspace(app: FastifyInstance, userId: string, workspaceId: string, copies: number) {
  const fresh = (column: string) => `md5(${column}::text || g)::uuid`;
  const renamed = `case split_part(d.name, ':', 1)
      when 'inbox' then 'inbox:' || ${fresh(`'${workspaceId}'`)}
      else split_part(d.name, ':', 1) || ':' || md5(split_part(d.name, ':', 2) || g)::uuid end`;
  const series = `generate_series(1, ${copies}) g`;
  const w = `'${workspaceId}'`;
  const statements = [
    `insert into users (id, email, password_hash, role, current_workspace_id, created_at, updated_at)
     select ${fresh(`'${userId}'`)}, 'copy' || g || '.' || u.email, u.password_hash, u.role, null, u.created_at, u.updated_at
     from users u, ${series} where u.id = '${userId}'`,
    `insert into workspaces (id, name, owner_id, created_at) select ${fresh('id')}, name, ${fresh('owner_id')}, created_at
     from workspaces, ${series} where id = ${w}`,
    `update users u set current_workspace_id = ws.id from workspaces ws
     where ws.owner_id = u.id and u.current_workspace_id is null and u.email like 'copy%'`,
    `insert into workspace_members (workspace_id, user_id, role, created_at)
     select ${fresh('workspace_id')}, ${fresh('user_id')}, role, created_at from workspace_members, ${series} where workspace_id = ${w}`,
    `insert into subscriptions (user_id, status, trial_start_date, paid_thru_date, ai_limit, updated_at)
     select ${fresh('user_id')}, status, trial_start_date, paid_thru_date, ai_limit, updated_at
     from subscriptions, ${series} where user_id = '${userId}'`,
    `insert into documents (name, workspace_id, snapshot, snapshot_at, snapshot_seq, projection_version, created_at)
     select ${renamed}, ${fresh('d.workspace_id')}, d.snapshot, d.snapshot_at, d.snapshot_seq, d.projection_version, d.created_at
     from documents d, ${series} where d.workspace_id = ${w}`,
    `insert into document_items (document_name, id, workspace_id)
     select ${renamed.replaceAll('d.name', 'd.document_name')}, d.id, ${fresh('d.workspace_id')}
     from document_items d, ${series} where d.workspace_id = ${w}`,
    `insert into mindmaps (id, workspace_id, title, description, config, created_by, created_at, updated_at)
     select ${fresh('id')}, ${fresh('workspace_id')}, title, description, config, ${fresh('created_by')}, created_at, updated_at
     from mindmaps, ${series} where workspace_id = ${w}`,
    `insert into nodes (id, mindmap_id, parent_id, label, description, x, y, linked_todo_list_id, created_at, updated_at)
     select n.id, ${fresh('n.mindmap_id')}, n.parent_id, n.label, n.description, n.x, n.y, n.linked_todo_list_id, n.created_at, n.updated_at
     from nodes n join mindmaps m on m.id = n.mindmap_id, ${series} where m.workspace_id = ${w}`,
    `insert into todo_lists (id, workspace_id, title, description, created_by, created_at, updated_at)
     select ${fresh('id')}, ${fresh('workspace_id')}, title, description, ${fresh('created_by')}, created_at, updated_at
     from todo_lists, ${series} where workspace_id = ${w}`,
    `insert into todos (id, document_name, workspace_id, list_id, title, description, completed, position, due_date, notes, created_at, updated_at)
     select d.id, ${renamed.replaceAll('d.name', 'd.document_name')}, ${fresh('d.workspace_id')}, ${fresh('d.list_id')},
       d.title, d.description, d.completed, d.position, d.due_date, d.notes, d.created_at, d.updated_at
     from todos d, ${series} where d.workspace_id = ${w}`,
    `insert into boards (id, workspace_id, title, description, created_by, created_at, updated_at)
     select ${fresh('id')}, ${fresh('workspace_id')}, title, description, ${fresh('created_by')}, created_at, updated_at
     from boards, ${series} where workspace_id = ${w}`,
    `insert into kanban_columns (id, board_id, title, position, wip_limit, created_at, updated_at)
     select c.id, ${fresh('c.board_id')}, c.title, c.position, c.wip_limit, c.created_at, c.updated_at
     from kanban_columns c join boards b on b.id = c.board_id, ${series} where b.workspace_id = ${w}`,
    `insert into kanban_cards (id, board_id, column_id, position, title, description, status, priority, due_date, done_at, created_at, updated_at)
     select c.id, ${fresh('c.board_id')}, c.column_id, c.position, c.title, c.description, c.status, c.priority, c.due_date, c.done_at, c.created_at, c.updated_at
     from kanban_cards c join boards b on b.id = c.board_id, ${series} where b.workspace_id = ${w}`,
    'analyze',
  ];
  for (const statement of statements) await sql.raw(statement).execute(app.database.db);
}
