import { sql } from 'kysely';
import { WebSocketStatus } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCard, moveColumn, readBoard } from '@shared/schema/board';
import { reparentNode, updateNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { moveTodo, readTodoList } from '@shared/schema/todolist';
import { signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import {
  CONTENT_KINDS,
  type ContentKind,
  createDocumentRows,
  currentWorkspaceId,
  initDocument,
  readDocument,
} from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { type Random, createRandom } from '../../helpers/random';
import {
  canonicalState,
  checkMindmap,
  checkTodoList,
  checkBoard,
  Ledger,
  type Step,
  mapStep,
  listStep,
  boardStep,
} from '../../helpers/document-fuzz';

/**
 * Convergence through the real server: five clients edit a mind map, a to-do list and a board over /collab
 * with random operations (concurrent moves of one card, one to-do and one lane, crossing reparents), while
 * clients drop off and come back with offline edits. Once everyone is back, every client must resolve the
 * same view from the same state, the view must keep its invariants, and the stored document (loaded by a
 * fresh client after a restart) and its relational projection must say the same.
 */

const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CLIENTS = 5;

const checks: Record<ContentKind, (doc: Y.Doc) => void> = {
  // The root takes the map's id (initDocument names it so, as the create route does).
  mindmap: (doc) => checkMindmap(readMindmap(doc), names.mindmap.slice('mindmap:'.length)),
  todolist: (doc) => checkTodoList(readTodoList(doc)),
  board: (doc) => checkBoard(readBoard(doc)),
};

const shownIds: Record<ContentKind, (doc: Y.Doc) => string[]> = {
  mindmap: (doc) => readMindmap(doc).nodes.map((node) => node.id),
  todolist: (doc) => readTodoList(doc).todos.map((todo) => todo.id),
  board: (doc) => readBoard(doc).columns.flatMap((column) => column.cards.map((card) => card.id)),
};

const steps: Record<ContentKind, Step> = { mindmap: mapStep, todolist: listStep, board: boardStep };

interface Client {
  docs: Record<ContentKind, DocumentClient>;
  online: boolean;
}

/**
 * Edits every client makes in one turn of the event loop, before any of them hears from the others: the same
 * card, to-do or lane moved to different places, or two nodes reparented under each other.
 */
function storm(clients: Client[], random: Random, label: string): void {
  const kind = random.pick(CONTENT_KINDS)!;
  const docs = clients.map((client) => client.docs[kind].doc);
  if (kind === 'board') {
    const first = readBoard(docs[0]!);
    const card = first.columns.flatMap((column) => column.cards.map((c) => c.id)).sort()[0];
    const lane = random.pick(first.columns.slice(1, -1))?.id;
    for (const doc of docs) {
      const columns = readBoard(doc).columns;
      if (card) moveCard(doc, card, random.pick(columns)!.id, random.int(0, 3));
      if (lane && random.chance(0.5)) moveColumn(doc, lane, random.int(1, columns.length));
    }
  } else if (kind === 'todolist') {
    const todo = readTodoList(docs[0]!).todos[0]?.id;
    if (todo) docs.forEach((doc) => moveTodo(doc, todo, random.int(0, 6)));
  } else {
    const { rootId, nodes } = readMindmap(docs[0]!);
    const [a, b] = nodes
      .map((node) => node.id)
      .filter((id) => id !== rootId)
      .sort();
    if (a && b) {
      reparentNode(docs[0]!, a, b);
      reparentNode(docs[1]!, b, a);
      updateNode(docs[2]!, a, { label: `storm ${label}` });
    }
  }
}

function setOnline(client: Client, online: boolean): void {
  client.online = online;
  for (const kind of CONTENT_KINDS) {
    if (online) void client.docs[kind].socket.connect();
    else client.docs[kind].socket.disconnect();
  }
}

const settledSocket = (client: Client) =>
  CONTENT_KINDS.every((kind) => client.docs[kind].socket.status !== WebSocketStatus.Connecting) &&
  CONTENT_KINDS.every(
    (kind) => (client.docs[kind].socket.status === WebSocketStatus.Connected) === client.online,
  );

async function projection(app: TestApp, kind: ContentKind, id: string): Promise<unknown> {
  const db = app.database.db;
  if (kind === 'mindmap') {
    const { rows } = await sql`
      select id, parent_id, label from nodes where mindmap_id = ${id} order by id`.execute(db);
    return rows;
  }
  if (kind === 'todolist') {
    const { rows } = await sql`
      select id, title, completed, position from todos where list_id = ${id} order by id`.execute(db);
    return rows;
  }
  const columns = await sql`
    select id, title, position from kanban_columns where board_id = ${id} order by id`.execute(db);
  const cards = await sql`
    select id, column_id, position, title from kanban_cards where board_id = ${id} order by id`.execute(db);
  return { columns: columns.rows, cards: cards.rows };
}

function expectedProjection(kind: ContentKind, doc: Y.Doc): unknown {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
  if (kind === 'mindmap') {
    return byId(readMindmap(doc).nodes).map(({ id, parentId, label }) => ({
      id,
      parent_id: parentId,
      label,
    }));
  }
  if (kind === 'todolist') {
    return byId(readTodoList(doc).todos).map(({ id, title, completed, position }) => ({
      id,
      title,
      completed,
      position,
    }));
  }
  const { columns } = readBoard(doc);
  return {
    columns: byId(columns).map(({ id, title, position }) => ({ id, title, position })),
    cards: byId(columns.flatMap((column) => column.cards)).map(({ id, columnId, position, title }) => ({
      id,
      column_id: columnId,
      position,
      title,
    })),
  };
}

let app: TestApp;
let user: HttpClient;
const names = {} as Record<ContentKind, string>;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url);
  const workspaceId = await currentWorkspaceId(user);
  for (const kind of CONTENT_KINDS) names[kind] = await createDocumentRows(app, kind, workspaceId);
});
afterAll(async () => {
  for (const client of clients) for (const kind of CONTENT_KINDS) client.docs[kind].close();
  await app?.close();
});

async function run(random: Random): Promise<string> {
  let drops = 0;
  let storms = 0;
  const ledgers = { mindmap: new Ledger(), todolist: new Ledger(), board: new Ledger() };
  // A map's root is named after the map.
  ledgers.mindmap.add(names.mindmap.split(':')[1]!);
  for (let index = 0; index < CLIENTS; index += 1) {
    const docs = {} as Record<ContentKind, DocumentClient>;
    for (const kind of CONTENT_KINDS) docs[kind] = openDocument(app.url, names[kind], { client: user });
    const client: Client = { docs, online: true };
    clients.push(client);
    await Promise.all(CONTENT_KINDS.map((kind) => docs[kind].synced()));
    // The first client creates each document's initial shape; the others load it.
    if (index === 0) {
      for (const kind of CONTENT_KINDS) initDocument(names[kind], docs[kind].doc, `fuzzed ${kind}`);
      await Promise.all(CONTENT_KINDS.map((kind) => docs[kind].acknowledged()));
    }
  }

  for (let step = 0; step < ITERATIONS; step += 1) {
    const weather = random.next();
    const client = random.pick(clients)!;
    if (weather < 0.06 && settledSocket(client)) {
      if (client.online) drops += 1;
      setOnline(client, !client.online);
    }
    if (weather > 0.95) {
      storms += 1;
      storm(clients, random, String(step));
    }
    const kind = random.pick(CONTENT_KINDS)!;
    steps[kind](client.docs[kind].doc, random, `${clients.indexOf(client)}.${step}`, ledgers[kind]);
    if (step % 10 === 0) checks[kind](random.pick(clients)!.docs[kind].doc);
    // Mostly the next turn of the event loop, sometimes long enough for updates to cross.
    const pause = random.chance(0.7) ? 0 : random.int(1, 15);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }

  for (const client of clients) {
    await eventually(() => settledSocket(client), 10_000);
    if (!client.online) setOnline(client, true);
  }
  const everyDoc = (kind: ContentKind) => clients.map((client) => client.docs[kind]);
  for (const kind of CONTENT_KINDS) {
    await eventually(
      () => {
        const docs = everyDoc(kind);
        if (docs.some((client) => !client.provider.isSynced || client.provider.hasUnsyncedChanges))
          return false;
        const state = canonicalState(docs[0]!.doc);
        return docs.every((client) => canonicalState(client.doc).equals(state));
      },
      30_000,
      50,
    );
  }

  const converged = {} as Record<ContentKind, Y.Doc>;
  for (const kind of CONTENT_KINDS) {
    const [first, ...rest] = everyDoc(kind).map((client) => client.doc);
    converged[kind] = first!;
    const view = readDocument(kind, first!);
    const vector = Buffer.from(Y.encodeStateVector(first!));
    for (const doc of rest) {
      expect(readDocument(kind, doc), `${kind}: every client resolves the same view`).toEqual(view);
      expect(Buffer.from(Y.encodeStateVector(doc)).equals(vector), `${kind}: state vectors equal`).toBe(true);
    }
    checks[kind](first!);
    expect(shownIds[kind](first!).sort(), `${kind}: every live record shown once`).toEqual(
      ledgers[kind].expected(),
    );
  }

  const expected = Object.fromEntries(
    CONTENT_KINDS.map((kind) => [kind, Y.encodeStateAsUpdate(converged[kind])]),
  ) as Record<ContentKind, Uint8Array>;
  for (const client of clients.splice(0)) for (const kind of CONTENT_KINDS) client.docs[kind].close();
  app = await app.restart();

  for (const kind of CONTENT_KINDS) {
    const reference = new Y.Doc();
    Y.applyUpdate(reference, expected[kind]);
    const reader = openDocument(app.url, names[kind], { client: user });
    try {
      await reader.synced();
      expect(readDocument(kind, reader.doc), `${kind}: the stored document`).toEqual(
        readDocument(kind, reference),
      );
      expect(Buffer.from(Y.encodeStateVector(reader.doc))).toEqual(
        Buffer.from(Y.encodeStateVector(reference)),
      );
      expect(canonicalState(reader.doc).equals(canonicalState(reference)), `${kind}: stored state`).toBe(
        true,
      );
      expect(await projection(app, kind, names[kind].split(':')[1]!), `${kind}: projection`).toEqual(
        expectedProjection(kind, reference),
      );
    } finally {
      reader.close();
    }
  }
  const sizes = CONTENT_KINDS.map((kind) => `${kind} ${ledgers[kind].expected().length}`).join(', ');
  return `${drops} disconnects, ${storms} storms; records left: ${sizes}`;
}

describe('five clients editing live documents through the server', () => {
  it(
    'converge on one state of every map, list and board, which is also what the server stores',
    async () => {
      // The seed and size of the run belong in the output, so a failure can be replayed.
      // eslint-disable-next-line no-console
      console.info(`collab fuzz: seed=${SEED} iterations=${ITERATIONS} (FUZZ_SEED, FUZZ_ITERATIONS)`);
      try {
        const summary = await run(createRandom(SEED));
        // eslint-disable-next-line no-console
        console.info(`collab fuzz: seed=${SEED} passed: ${summary}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(
          `seed=${SEED} failed: ${message}\nreplay: FUZZ_SEED=${SEED} FUZZ_ITERATIONS=${ITERATIONS} ` +
            'npx vitest run --project integration tests/integration/collab/fuzz.test.ts',
          { cause: error },
        );
      }
    },
    60_000 + ITERATIONS * 100,
  );
});
