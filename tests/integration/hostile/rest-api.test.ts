import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUpVerified, uniqueEmail } from '../../helpers/accounts';
import { settled, type HttpClient } from '../../helpers/http';
import {
  hostileRequest,
  KINDS,
  operationsOf,
  type Fixtures,
  type Operation,
  type WireRequest,
} from '../../helpers/hostile-inputs';
import { createRandom } from '../../helpers/random';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Walks every operation of the app's own OpenAPI document with hostile input: each request is a valid one
 * with one thing made wrong. No answer may be a 5xx or hang, and a refused request (4xx) must take less
 * than a second and leave every table as it was. HOSTILE_RUNS (rounds over every operation and kind) and
 * HOSTILE_SEED replay or widen it.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1);
const SEED = Number(process.env.HOSTILE_SEED ?? 20_240_601);
const SLOW_MS = 1_000;
const HUNG_MS = 10_000;

let app: TestApp;
let operations: Operation[];
beforeAll(async () => {
  app = await startTestApp();
  const document = await fetch(new URL('/docs/api/json', app.url)).then((response) => response.json());
  operations = operationsOf(document);
});
afterAll(() => app?.close());

/**
 * What a store rewrites without any change of content: the snapshot bytes and their bookkeeping, the compacted
 * update log, and the re-stamped `updated_at` of a document's own row. A REST write that is refused after it
 * opened its document (no such node, the root) causes such a store; comparing the content columns still
 * catches any change it could leave behind.
 */
const STORE_BOOKKEEPING: Record<string, string[]> = {
  documents: ['snapshot', 'snapshot_at', 'snapshot_seq', 'projection_version'],
  document_updates: ['id', 'update', 'created_at'],
  mindmaps: ['updated_at'],
  todo_lists: ['updated_at'],
  boards: ['updated_at'],
};

/**
 * What the job queue writes of a job as it claims, runs and schedules it again: a periodic job (webhook
 * maintenance, each minute) runs whenever its minute comes, which in a run longer than a minute lands
 * after some refused request. A job that a request adds is still seen: its kind, key and payload are compared.
 */
const JOB_BOOKKEEPING = [
  'id',
  'due_at',
  'attempts',
  'claimed_by',
  'claimed_until',
  'last_error',
  'created_at',
];
const IGNORED_COLUMNS: Record<string, string[]> = { ...STORE_BOOKKEEPING, jobs: JOB_BOOKKEEPING };

/** Counters of refused attempts: a refused sign-in is counted there by design (sign-in throttling). */
const ATTEMPT_COUNTERS = new Set(['sign_in_failures']);
/**
 * The search index, derived from the documents' own rows (compared above) and written by background work
 * and by searches (a search first indexes a document its workspace made a moment ago), never by a request
 * for itself: an accepted search before a refused request may have written it.
 */
const DERIVED = new Set(['search_items', 'search_documents']);

let snapshotQuery: ReturnType<typeof sql<{ t: string; r: string }>> | undefined;

/** Every row of every table of the app's schema, table by table, without store bookkeeping (one query). */
async function snapshot(): Promise<Map<string, string>> {
  const db = app.database.db;
  if (!snapshotQuery) {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    snapshotQuery = sql<{ t: string; r: string }>`${sql.join(
      tables.rows
        .filter(({ table_name: table }) => !ATTEMPT_COUNTERS.has(table) && !DERIVED.has(table))
        .map(({ table_name: table }) => {
          const ignored = IGNORED_COLUMNS[table] ?? [];
          const row = ignored.length > 0 ? sql`to_jsonb(x) - ${sql.val(ignored)}::text[]` : sql`to_jsonb(x)`;
          return sql`select ${sql.lit(table)} as t, (${row})::text as r from ${sql.table(table)} x`;
        }),
      sql` union all `,
    )}`;
  }
  const rows = (await snapshotQuery.execute(db)).rows;
  const contents = new Map<string, string[]>();
  for (const { t, r } of rows) contents.set(t, [...(contents.get(t) ?? []), r]);
  return new Map([...contents].map(([table, lines]) => [table, lines.sort().join('\n')]));
}

/** The tables whose rows differ between two snapshots, each with a row that is new or changed. */
function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables]
    .filter((table) => before.get(table) !== after.get(table))
    .map((table) => {
      const old = new Set((before.get(table) ?? '').split('\n'));
      const row = (after.get(table) ?? '').split('\n').find((line) => !old.has(line)) ?? '(a row removed)';
      return `${table} (${row.slice(0, 300)})`;
    });
}

/** Whether an AI generation is still drafting: its next item may be further away than a settling pause. */
async function generating(): Promise<boolean> {
  const running = await app.database.db
    .selectFrom('ai_runs')
    .select('id')
    .where('status', '=', 'running')
    .executeTakeFirst();
  return running !== undefined;
}

/**
 * Whether background work is still to come: what follows a store runs as a job, and a document still in
 * memory is stored (and its log compacted) once more when it leaves.
 */
async function working(): Promise<boolean> {
  if (app.app.collab.hocuspocus.getDocumentsCount() > 0) return true;
  const job = await app.database.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'changes.follow')
    .executeTakeFirst();
  return job !== undefined || (await generating());
}

/** The state once background work (AI generations, document stores, what follows them) has settled. */
async function settledSnapshot(): Promise<Map<string, string>> {
  return settled(async () => ((await working()) ? null : snapshot()), {
    intervalMs: 100,
    same: (previous, next) => changedTables(previous, next).length === 0,
    what: 'The database',
  });
}

/** A signed-in owner with a map (and its root node), a to-do list and a pending invitation. */
async function freshUser(): Promise<{ client: HttpClient; fixtures: Fixtures }> {
  const client = await signUpVerified(app.url);
  const map = await client.post(`${FN}/mindmaps`, { data: { title: 'Fixture map' } });
  const list = await client.post(`${FN}/todo-lists`, { title: 'Fixture list' });
  const invited = await client.post(`${FN}/invitations`, { email: uniqueEmail('invitee') });
  const nodes = await client.get(`${FN}/nodes?mindmapId=${map.body.id}`);
  const me = await client.get(`${FN}/me`);
  const workspaces = await client.get(`${FN}/workspaces`);
  for (const response of [map, list, invited, nodes, me, workspaces])
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return {
    client,
    fixtures: {
      mapId: map.body.id,
      nodeId: nodes.body[0].id,
      listId: list.body.id,
      invitationId: invited.body.invitation.id,
      userId: me.body.user.sub,
      workspaceId: workspaces.body[0].id,
      email: client.email,
      password: 'Correct-horse-9',
    },
  };
}

/** Whether an answer is exactly `{ "error": "<message>" }` (no codes, stack or echoed input beside it). */
function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return typeof body.error === 'string' && body.error !== '' && Object.keys(body).length === 1;
  } catch {
    return false;
  }
}

async function send(client: HttpClient, request: WireRequest) {
  const headers: Record<string, string> = { origin: new URL(app.url).origin };
  if (client.cookies.size > 0)
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  Object.assign(headers, request.headers);
  const started = performance.now();
  try {
    const response = await fetch(new URL(request.url, app.url), {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(HUNG_MS),
    });
    const ms = performance.now() - started;
    // An event stream answers with its headers and stays open: its answer is the status.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '', ms };
    }
    return { status: response.status, text: await response.text(), ms: performance.now() - started };
  } catch (error) {
    // No answer at all (a hang, a dropped connection) is a server failure too.
    return { status: 599, text: String(error), ms: performance.now() - started };
  }
}

describe('the REST API under hostile input', () => {
  it('finds the operations in its OpenAPI document', () => {
    const paths = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    for (const expected of [
      'POST /api/reset-password',
      'PATCH /api/nodes/{id}',
      'DELETE /api/team-members/{userId}',
    ])
      expect(paths).toContain(expected);
  });

  it(
    'answers every bad request with a quick 4xx that changes nothing',
    async () => {
      const random = createRandom(SEED);
      const failures: string[] = [];
      let user = await freshUser();
      let before = await settledSnapshot();
      let sent = 0;
      for (let run = 0; run < RUNS; run += 1) {
        for (const operation of random.shuffle([...operations])) {
          for (const kind of KINDS) {
            const request = hostileRequest(operation, kind, user.fixtures, random);
            const answer = await send(user.client, request);
            sent += 1;
            const what = `${request.method} ${request.url.slice(0, 160)} [${request.label}] → ${answer.status} ${answer.text.slice(0, 160)}`;
            if (answer.status >= 500) failures.push(`5xx: ${what}`);
            if (answer.status >= 400 && answer.status < 500) {
              // A refusal costs little; a request the app takes (an AI draft, an import) may take longer.
              if (answer.ms > SLOW_MS) failures.push(`slow refusal (${Math.round(answer.ms)} ms): ${what}`);
              if (!isErrorBody(answer.text)) failures.push(`4xx not shaped { "error": "..." }: ${what}`);
              const changed = changedTables(before, await snapshot());
              if (changed.length > 0) {
                failures.push(`refused but changed ${changed.join(', ')}: ${what}`);
                before = await settledSnapshot();
              }
            }
            if (answer.status < 400 && request.method !== 'GET') {
              // An accepted request may change things, even end the session: start again from the new state.
              const me = await user.client.get(`${FN}/me`);
              if (me.status !== 200) user = await freshUser();
              before = await settledSnapshot();
            }
            if (failures.length >= 20) break;
          }
        }
      }
      expect(failures, `${failures.length} failures in ${sent} requests (seed ${SEED})`).toEqual([]);
    },
    RUNS * 120_000,
  );
});
