import { sql } from 'kysely';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_MAX_MESSAGE_BYTES } from '@server/collab/attach';
import { ACCESS_REVOKED_REASON } from '@shared/presence';
import {
  DONE_COLUMN_ID,
  NEW_COLUMN_ID,
  addCard,
  addColumn,
  deleteColumn,
  moveCard,
  readBoard,
} from '@shared/schema/board';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/schema/document-name';
import { addTodo, deleteTodo, readInbox, updateTodo } from '@shared/schema/inbox';
import { addNode, updateMindmapMeta, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { readTodoList, updateTodoListMeta } from '@shared/schema/todolist';
import { FN, signUp, signUpVerified, verifyEmail } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import {
  CONTENT_KINDS,
  createDocumentRows,
  currentWorkspaceId,
  deleteDocumentRows,
  initDocument,
  readDocument,
} from '../../helpers/documents';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Who may open which document over /collab, and what a connection that may not write, or that sends
 * nonsense, can do to the server: nothing stored changes, the server stays up, other editors keep syncing.
 */

let app: TestApp;
let owner: HttpClient;
let viewer: Awaited<ReturnType<typeof signUp>>;
let stranger: HttpClient;
let workspaceId: string;
const names = {} as Record<DocumentKind, string>;
const open: DocumentClient[] = [];
const sockets: WebSocket[] = [];

function track(client: DocumentClient): DocumentClient {
  open.push(client);
  return client;
}

const idOf = (name: string) => name.slice(name.indexOf(':') + 1);

/** Gives a document something to lose: one node, to-do, or lane with a card. */
function addContent(kind: DocumentKind, doc: Y.Doc, label: string): void {
  if (kind === 'mindmap') addNode(doc, { parentId: readMindmap(doc).rootId, label, x: 10, y: 20 });
  else if (kind === 'board') {
    const lane = addColumn(doc, { title: `Lane ${label}` });
    addCard(doc, { columnId: lane ?? NEW_COLUMN_ID, title: label });
  } else addTodo(doc, { title: label });
}

/** A write of every sort a client can make to a document of `kind`: add, change, move, delete. */
function tryEverything(kind: DocumentKind, doc: Y.Doc): void {
  if (kind === 'mindmap') {
    const { rootId, nodes } = readMindmap(doc);
    const child = nodes.find((node) => node.id !== rootId)!;
    addNode(doc, { parentId: rootId, label: 'viewer node', x: 0, y: 0 });
    updateNode(doc, rootId!, { label: 'viewer root' });
    updateMindmapMeta(doc, { title: 'viewer title' });
    deleteBranch(doc, child.id);
  } else if (kind === 'board') {
    const { columns } = readBoard(doc);
    const card = columns.flatMap((column) => column.cards)[0]!;
    addCard(doc, { columnId: NEW_COLUMN_ID, title: 'viewer card' });
    moveCard(doc, card.id, DONE_COLUMN_ID, 0);
    deleteColumn(doc, columns[1]!.id);
  } else {
    const todo = (kind === 'inbox' ? readInbox(doc) : readTodoList(doc)).todos[0]!;
    addTodo(doc, { title: 'viewer to-do' });
    updateTodo(doc, todo.id, { title: 'viewer title', completed: true });
    if (kind === 'todolist') updateTodoListMeta(doc, { title: 'viewer list' });
    deleteTodo(doc, todo.id);
  }
}

/** The relational projection of a document: its own row (title, description) and its child rows. */
async function projectionRows(kind: DocumentKind, name: string): Promise<unknown> {
  const db = app.database.db;
  const id = idOf(name);
  if (kind === 'inbox') {
    return (
      await sql`select * from todos where workspace_id = ${id} and list_id is null order by id`.execute(db)
    ).rows;
  }
  const table = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' }[kind];
  const parent = await sql`select title, description from ${sql.table(table)} where id = ${id}`.execute(db);
  if (kind === 'mindmap') {
    return [
      parent.rows,
      (await sql`select * from nodes where mindmap_id = ${id} order by id`.execute(db)).rows,
    ];
  }
  if (kind === 'todolist') {
    return [parent.rows, (await sql`select * from todos where list_id = ${id} order by id`.execute(db)).rows];
  }
  const columns = await sql`select * from kanban_columns where board_id = ${id} order by id`.execute(db);
  const cards = await sql`select * from kanban_cards where board_id = ${id} order by id`.execute(db);
  return [parent.rows, columns.rows, cards.rows];
}

/** What the database holds for a document: the document its snapshot and log make, and its projection. */
async function stored(kind: DocumentKind, name: string) {
  const loaded = await app.app.repos.documents.load(name);
  const doc = new Y.Doc();
  if (loaded?.snapshot) Y.applyUpdate(doc, loaded.snapshot);
  for (const entry of loaded?.log ?? []) Y.applyUpdate(doc, entry.update);
  return { exists: loaded !== null, view: readDocument(kind, doc), rows: await projectionRows(kind, name) };
}

/** Resolves once the server has stored and unloaded a document nobody has open. */
async function unloaded(name: string): Promise<void> {
  await eventually(() => !app.app.documents.isLoaded(name), 10_000).catch(() => {
    throw new Error(`${name} is still in memory after 10 s: the server could not store it (see its log)`);
  });
}

/** The HTTP status the server answers a WebSocket upgrade to /collab with (101 when it accepts). */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/collab`, { headers });
    sockets.push(socket);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => resolve(101));
    socket.on('error', reject);
  });
}

/** Resolves once the provider's socket has given up connecting (its upgrade was refused). */
function gaveUp(client: DocumentClient): Promise<void> {
  return new Promise((resolve) => client.socket.on('maxAttemptsFailed', () => resolve()));
}

const cookieOf = (client: HttpClient) =>
  [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpVerified(app.url);
  viewer = await signUp(app.url);
  stranger = await signUp(app.url);
  const invite = await owner.post(`${FN}/invitations`, { email: viewer.email, role: 'viewer' });
  await verifyEmail(viewer);
  await viewer.post(`${FN}/invitations/accept`, {
    token: new URL(invite.body.inviteUrl).searchParams.get('token'),
  });
  workspaceId = await currentWorkspaceId(owner);
  names.inbox = `inbox:${workspaceId}`;
  for (const kind of CONTENT_KINDS) names[kind] = await createDocumentRows(app, kind, workspaceId);
  for (const kind of DOCUMENT_KINDS) {
    const editor = track(openDocument(app.url, names[kind], { client: owner }));
    await editor.synced();
    initDocument(names[kind], editor.doc, `Shared ${kind}`);
    addContent(kind, editor.doc, 'first');
    await editor.acknowledged();
  }
  open.splice(0).forEach((client) => client.close());
});
afterEach(() => {
  open.splice(0).forEach((client) => client.close());
  sockets.splice(0).forEach((socket) => socket.terminate());
});
afterAll(() => app?.close());

describe('opening a document over /collab', () => {
  it('refuses the upgrade without a session (401) and from another site (403)', async () => {
    const origin = new URL(app.url).origin;
    expect(await upgradeStatus({ origin })).toBe(401);
    expect(await upgradeStatus({ origin, cookie: 'mindlane_session=forged' })).toBe(401);
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: cookieOf(owner) })).toBe(403);
    expect(await upgradeStatus({ origin, cookie: cookieOf(owner) })).toBe(101);
  });

  it.each(DOCUMENT_KINDS)(
    'never syncs a %s to a socket without a session or from another site',
    async (kind) => {
      const anonymous = track(openDocument(app.url, names[kind]));
      const foreign = track(
        openDocument(app.url, names[kind], { client: owner, origin: 'https://evil.example' }),
      );
      await Promise.all([gaveUp(anonymous), gaveUp(foreign)]);
      for (const client of [anonymous, foreign]) {
        expect(client.provider.isSynced).toBe(false);
        expect(client.provider.isAuthenticated).toBe(false);
        expect(readDocument(kind, client.doc)).toEqual(readDocument(kind, new Y.Doc()));
      }
    },
  );

  it('refuses a session that was signed out', async () => {
    const leaver = await signUp(app.url);
    const cookie = cookieOf(leaver);
    await leaver.post(`${FN}/logout`);
    expect(await upgradeStatus({ origin: new URL(app.url).origin, cookie })).toBe(401);
  });

  it.each(DOCUMENT_KINDS)("refuses a stranger the owner's %s", async (kind) => {
    const client = track(openDocument(app.url, names[kind], { client: stranger }));
    await eventually(() => client.refused());
    expect(client.provider.isSynced).toBe(false);
    expect(readDocument(kind, client.doc)).toEqual(readDocument(kind, new Y.Doc()));
  });

  it.each(CONTENT_KINDS)('refuses a deleted %s and does not bring it back', async (kind) => {
    const name = await createDocumentRows(app, kind, workspaceId);
    const editor = track(openDocument(app.url, name, { client: owner }));
    await editor.synced();
    initDocument(name, editor.doc);
    await editor.acknowledged();
    editor.close();
    await unloaded(name);
    await deleteDocumentRows(app, name);

    const again = track(openDocument(app.url, name, { client: owner }));
    await eventually(() => again.refused());
    expect(again.provider.isSynced).toBe(false);
    expect(await app.app.repos.documents.load(name)).toBeNull();
  });

  it.each(CONTENT_KINDS)('lets no editor write a %s back once it is deleted under them', async (kind) => {
    const name = await createDocumentRows(app, kind, workspaceId);
    const editor = track(openDocument(app.url, name, { client: owner }));
    await editor.synced();
    initDocument(name, editor.doc);
    await editor.acknowledged();
    await deleteDocumentRows(app, name);
    addContent(kind, editor.doc, 'after deletion');
    // The server cannot log the update, so it closes the editor's connection to the document.
    await eventually(() => !editor.provider.isSynced, 10_000);
    editor.close();
    await unloaded(name);
    expect(await app.app.repos.documents.load(name)).toBeNull();
    const empty = kind === 'board' ? [[], [], []] : [[], []];
    expect(await stored(kind, name)).toMatchObject({ exists: false, rows: empty });
    expect((await createHttpClient(app.url).get('/health')).body).toMatchObject({ ok: true });
  });
});

describe('a viewer', () => {
  it.each(DOCUMENT_KINDS)('gets a read-only %s: no write of theirs changes anything stored', async (kind) => {
    const name = names[kind];
    await unloaded(name);
    const before = await stored(kind, name);
    const ownerClient = track(openDocument(app.url, name, { client: owner }));
    const viewerClient = track(openDocument(app.url, name, { client: viewer }));
    await Promise.all([ownerClient.synced(), viewerClient.synced()]);
    expect(readDocument(kind, viewerClient.doc)).toEqual(before.view);

    tryEverything(kind, viewerClient.doc);
    expect(readDocument(kind, viewerClient.doc)).not.toEqual(before.view);
    // The viewer's socket carries its awareness after its updates: once the owner sees the marker, the
    // server has handled (and refused) every update before it.
    viewerClient.provider.setAwarenessField('marker', kind);
    await eventually(() =>
      [...ownerClient.provider.awareness!.getStates().values()].some((state) => state.marker === kind),
    );
    expect(viewerClient.provider.hasUnsyncedChanges, 'the server acknowledged none of it').toBe(true);
    expect(readDocument(kind, ownerClient.doc)).toEqual(before.view);

    ownerClient.close();
    viewerClient.close();
    await unloaded(name);
    expect(await stored(kind, name)).toEqual(before);
    const fresh = track(openDocument(app.url, name, { client: owner }));
    await fresh.synced();
    expect(readDocument(kind, fresh.doc)).toEqual(before.view);
  });
});

const AUTH = 2;
const SYNC = 0;
const AWARENESS = 1;
const SYNC_STEP_2 = 1;
const UPDATE = 2;
const SYNC_STEP_1 = 0;
const CLOSE = 7;

/** lib0's variable-length encodings, enough to write Hocuspocus messages by hand. */
function varUint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push(0x80 | (rest & 0x7f));
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}
const varBytes = (bytes: Uint8Array | number[]) => [...varUint(bytes.length), ...bytes];
const varString = (text: string) => varBytes([...Buffer.from(text, 'utf8')]);
const frame = (...parts: number[][]) => Buffer.from(parts.flat());
const garbage = (length: number) => Array.from({ length }, (_, index) => (index * 37 + 11) & 0xff);

/** The type of a Hocuspocus message: it follows the document name. */
function messageType(data: Buffer): number {
  let position = 0;
  const readVarUint = () => {
    let value = 0;
    for (let factor = 1; ; factor *= 128) {
      const byte = data[position++] ?? 0;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
    }
  };
  const nameLength = readVarUint();
  position += nameLength;
  return readVarUint();
}

/**
 * A raw socket with the owner's session; with `name`, authenticated for that document. `handled()` resolves
 * once the server has handled everything sent so far on it: the server handles a connection's messages in
 * order, so its answer to a sync step 1 sent last (or the connection's closing) comes after all of them.
 */
async function rawSocket(name?: string) {
  const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/collab`, {
    headers: { origin: new URL(app.url).origin, cookie: cookieOf(owner) },
  });
  sockets.push(socket);
  let closeCode: number | null = null;
  const received: number[] = [];
  socket.on('close', (code) => (closeCode = code));
  socket.on('error', () => undefined);
  socket.on('message', (data: Buffer) => received.push(messageType(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  async function handled() {
    const from = received.length;
    // A sync step 1 with an empty state vector: the server answers it with the whole document.
    socket.send(frame(varString(name ?? ''), varUint(SYNC), varUint(SYNC_STEP_1), varBytes([0])));
    await eventually(
      () => closeCode !== null || received.slice(from).some((type) => type === SYNC || type === CLOSE),
    );
  }
  if (name) {
    socket.send(frame(varString(name), varUint(AUTH), varUint(0), varString('')));
    await eventually(() => received.includes(AUTH));
    await handled();
  }
  return { socket, closed: () => closeCode, handled };
}

describe('nonsense on the socket', () => {
  let first: DocumentClient;
  let second: DocumentClient;
  let round = 0;

  /** The server answers /health and two editors of the inbox still exchange an edit. */
  async function expectServing() {
    expect((await createHttpClient(app.url).get('/health')).body).toMatchObject({ ok: true });
    round += 1;
    addTodo(first.doc, { title: `still syncing ${round}` });
    await eventually(() =>
      readInbox(second.doc).todos.some((todo) => todo.title === `still syncing ${round}`),
    );
  }

  beforeAll(async () => {
    first = openDocument(app.url, names.inbox, { client: owner });
    second = openDocument(app.url, names.inbox, { client: owner });
    await Promise.all([first.synced(), second.synced()]);
  });
  afterAll(() => {
    first?.close();
    second?.close();
  });

  it.each([
    ['bytes that are no message at all', () => Buffer.from(garbage(64).map((byte) => byte | 0x80))],
    ['a text frame', () => 'hello, server'],
    ['a length that runs past the end', () => frame(varUint(1_000_000), [1, 2, 3])],
  ])('survives %s before authentication and closes that socket', async (_what, make) => {
    const { socket, closed } = await rawSocket();
    socket.send(make());
    await eventually(() => closed() !== null);
    await expectServing();
  });

  it.each([
    [
      'a sync step 2 of garbage',
      () => frame(varString(names.inbox), varUint(SYNC), varUint(SYNC_STEP_2), varBytes(garbage(200))),
    ],
    [
      'an update of garbage',
      () => frame(varString(names.inbox), varUint(SYNC), varUint(UPDATE), varBytes(garbage(200))),
    ],
    [
      'an update cut short',
      () => frame(varString(names.inbox), varUint(SYNC), varUint(UPDATE), varUint(500), garbage(10)),
    ],
    [
      'an unknown sync step',
      () => frame(varString(names.inbox), varUint(SYNC), varUint(9), varBytes(garbage(8))),
    ],
    [
      'an awareness update of garbage',
      () => frame(varString(names.inbox), varUint(AWARENESS), varBytes(garbage(64))),
    ],
    ['an unknown message type', () => frame(varString(names.inbox), varUint(99), garbage(16))],
  ])('survives %s from an authenticated editor', async (_what, make) => {
    const { socket, handled } = await rawSocket(names.inbox);
    socket.send(make());
    await handled();
    await expectServing();
  });

  it('closes a socket that sends one message over the 32 MiB cap (1009) and keeps serving', async () => {
    const { socket, closed } = await rawSocket();
    socket.send(Buffer.alloc(COLLAB_MAX_MESSAGE_BYTES + 1, 7));
    await eventually(() => closed() === 1009, 20_000);
    await expectServing();
  });

  it('closes a socket that queues more than it may before authenticating', async () => {
    const { socket, closed } = await rawSocket();
    const megabyte = frame(
      varString(names.inbox),
      varUint(SYNC),
      varUint(UPDATE),
      varBytes(garbage(1024 * 1024)),
    );
    for (let i = 0; i < 6 && closed() === null; i += 1) socket.send(megabyte);
    await eventually(() => closed() !== null, 10_000);
    await expectServing();
  });

  it('still loads the document, intact, after all of it', async () => {
    const expected = readInbox(first.doc);
    first.close();
    second.close();
    sockets.splice(0).forEach((socket) => socket.terminate());
    await unloaded(names.inbox);
    const fresh = track(openDocument(app.url, names.inbox, { client: owner }));
    await fresh.synced();
    expect(readInbox(fresh.doc)).toEqual(expected);
  });
});

describe('a change of access', () => {
  it('closes only the documents of the workspace a member was removed from', async () => {
    const member = await signUp(app.url);
    const ownInbox = `inbox:${await currentWorkspaceId(member)}`;
    const invite = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    await verifyEmail(member);
    await member.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    // Their own inbox is opened first, so that the check after the removal reaches it first.
    const own = track(openDocument(app.url, ownInbox, { client: member }));
    const ownPeer = track(openDocument(app.url, ownInbox, { client: member }));
    await Promise.all([own.synced(), ownPeer.synced()]);
    const shared = track(openDocument(app.url, names.inbox, { client: member }));
    await shared.synced();
    const closes = new Map<DocumentClient, string[]>([
      [shared, []],
      [own, []],
    ]);
    for (const [client, reasons] of closes) {
      client.provider.on('close', ({ event }: { event: { reason: string } }) => reasons.push(event.reason));
    }

    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    expect((await owner.delete(`${FN}/team-members/${memberId}`)).status).toBe(200);
    await eventually(() => closes.get(shared)!.includes(ACCESS_REVOKED_REASON));

    // The check that closed the shared inbox has been through the own inbox already: a write to it still
    // reaches its other editor through the server.
    addTodo(own.doc, { title: 'Still mine' });
    await eventually(() => readInbox(ownPeer.doc).todos.some((todo) => todo.title === 'Still mine'));
    await own.acknowledged();
    expect(closes.get(own)).toEqual([]);
    expect(own.provider.isSynced).toBe(true);
  });

  it('decides each new connection afresh after a change, however recently the session was checked', async () => {
    const member = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    await verifyEmail(member);
    await member.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const shared = await currentWorkspaceId(owner);
    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: shared })).status).toBe(200);
    const openAndWrite = async () => {
      const client = track(openDocument(app.url, names.inbox, { client: member }));
      await eventually(() => client.provider.isSynced || client.refused());
      return client;
    };
    // The session, its membership and the plan are now kept by the process.
    const first = await openAndWrite();
    expect(first.provider.isSynced).toBe(true);
    first.close();

    // A role change: the next connection is read-only.
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    expect((await owner.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' })).status).toBe(200);
    const asViewer = await openAndWrite();
    await eventually(() => asViewer.provider.isSynced);
    addTodo(asViewer.doc, { title: 'Written as a viewer' });
    // The server has handled the write once it answers a message sent after it: turned down, not acknowledged.
    await asViewer.processed();
    expect(asViewer.provider.hasUnsyncedChanges).toBe(true);
    asViewer.close();
    const reader = track(openDocument(app.url, names.inbox, { client: owner }));
    await reader.synced();
    expect(readInbox(reader.doc).todos.some((todo) => todo.title === 'Written as a viewer')).toBe(false);

    // A removal: the next connection is refused.
    expect((await owner.delete(`${FN}/team-members/${memberId}`)).status).toBe(200);
    const removed = await openAndWrite();
    expect(removed.refused()).toBeTruthy();
  });

  it('closes a document deleted under its editor at the next check, and only that one', async () => {
    // Rows deleted without the 'deleted' access event (by hand, a script) are only found by a check like this.
    const user = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const home = await currentWorkspaceId(user);
    const invite = await user.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    await verifyEmail(member);
    await member.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const [gone, kept, alsoGone] = await Promise.all(
      CONTENT_KINDS.map((kind) => createDocumentRows(app, kind, home)),
    );
    const reasons = new Map<string, string[]>();
    const clients = new Map<string, DocumentClient>();
    // One after another, so that the sweep meets a deleted document first.
    for (const name of [gone!, kept!, alsoGone!]) {
      const client = track(openDocument(app.url, name, { client: user }));
      await client.synced();
      reasons.set(name, []);
      client.provider.on('close', ({ event }: { event: { reason: string } }) =>
        reasons.get(name)!.push(event.reason),
      );
      clients.set(name, client);
    }
    const keptPeer = track(openDocument(app.url, kept!, { client: user }));
    await keptPeer.synced();
    await deleteDocumentRows(app, gone!);
    await deleteDocumentRows(app, alsoGone!);

    // A change of role in the workspace checks every connection to it again.
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    expect((await user.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' })).status).toBe(200);
    await eventually(
      () =>
        reasons.get(gone!)!.includes(ACCESS_REVOKED_REASON) &&
        reasons.get(alsoGone!)!.includes(ACCESS_REVOKED_REASON),
    );

    const keptClient = clients.get(kept!)!;
    initDocument(kept!, keptClient.doc);
    addTodo(keptClient.doc, { title: 'Still open' });
    await eventually(() => readTodoList(keptPeer.doc).todos.some((todo) => todo.title === 'Still open'));
    await keptClient.acknowledged();
    expect(reasons.get(kept!)).toEqual([]);
  });
});
