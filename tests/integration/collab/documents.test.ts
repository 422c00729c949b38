import { sql } from 'kysely';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTodo, readInbox } from '@shared/schema/inbox';
import { FN, signUp, signUpVerified, verifyEmail } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { createDocumentRows, currentWorkspaceId } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { SESSION_COOKIE } from '@server/plugins/app/authentication/credentials';

let app: TestApp;
const open: DocumentClient[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));
afterAll(() => app?.close());

async function inboxOf(client: HttpClient): Promise<string> {
  const workspaces = (await client.get(`${FN}/workspaces`)).body as Array<{ id: string; current: boolean }>;
  return `inbox:${workspaces.find((w) => w.current)!.id}`;
}

function track(client: DocumentClient) {
  open.push(client);
  return client;
}

async function projectedTitles(workspaceId: string): Promise<string[]> {
  const { rows } = await sql<{ title: string }>`
    select title from todos where workspace_id = ${workspaceId} and list_id is null order by position`.execute(
    app.database.db,
  );
  return rows.map((row) => row.title);
}

describe('live documents over /collab', () => {
  it('carry an edit from one editor to another and into the relational projection', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const first = track(openDocument(app.url, name, { client: user }));
    const second = track(openDocument(app.url, name, { client: user }));
    await Promise.all([first.synced(), second.synced()]);
    addTodo(first.doc, { title: 'Write the launch post' });
    await first.acknowledged();
    await eventually(() =>
      readInbox(second.doc).todos.some((todo) => todo.title === 'Write the launch post'),
    );
    await eventually(async () => (await projectedTitles(name.slice(6))).includes('Write the launch post'));
  });

  it('show an edit to collaborators at once but acknowledge it only once it is in the update log', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const author = track(openDocument(app.url, name, { client: user }));
    const collaborator = track(openDocument(app.url, name, { client: user }));
    await Promise.all([author.synced(), collaborator.synced()]);
    const logged = async () =>
      (
        await sql<{ count: string }>`
          select count(*) as count from document_updates where document_name = ${name}`.execute(
          app.database.db,
        )
      ).rows[0]!.count;
    const before = await logged();

    // Hold the log: appends wait behind this lock until the transaction ends.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = app.database.db.transaction().execute(async (trx) => {
      await sql`lock table document_updates in exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await lockTaken;

    addTodo(author.doc, { title: 'Book the venue' });
    await eventually(() => readInbox(collaborator.doc).todos.some((todo) => todo.title === 'Book the venue'));
    // The server has handled the edit, and would have acknowledged it by now, once it answers a message sent
    // after it on the same connection.
    await author.processed();
    expect(author.provider.hasUnsyncedChanges).toBe(true);

    release();
    await holding;
    await author.acknowledged();
    expect(Number(await logged())).toBeGreaterThan(Number(before));
  });

  it('keep every acknowledged update across a restart', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const editor = track(openDocument(app.url, name, { client: user }));
    await editor.synced();
    for (let i = 0; i < 20; i += 1) addTodo(editor.doc, { title: `Task ${i}` });
    await editor.acknowledged();
    editor.close();
    app = await app.restart();
    const reader = track(openDocument(app.url, name, { client: user }));
    await reader.synced();
    expect(readInbox(reader.doc).todos.map((todo) => todo.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Task ${i}`),
    );
  });

  it('reopen from the snapshot the process kept only while the stored one is still that snapshot', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const unloaded = () => eventually(() => !app.app.documents.isLoaded(name), 10_000);
    const editor = track(openDocument(app.url, name, { client: user }));
    await editor.synced();
    addTodo(editor.doc, { title: 'Kept in memory' });
    await editor.acknowledged();
    editor.close();
    await unloaded();

    // The stored snapshot is the kept one: the database does not send it again.
    const { documents } = app.app.repos;
    const stored = await documents.load(name);
    const known = { seq: stored!.seq, createdAt: stored!.createdAt };
    expect((await documents.load(name, undefined, known))!.snapshot).toBeUndefined();
    const reader = track(openDocument(app.url, name, { client: user }));
    await reader.synced();
    expect(readInbox(reader.doc).todos.map((todo) => todo.title)).toEqual(['Kept in memory']);
    reader.close();
    await unloaded();

    // Another instance stores a newer snapshot: the next open reads that one, not the kept one.
    const newer = new Y.Doc();
    Y.applyUpdate(newer, (await documents.load(name))!.snapshot!);
    addTodo(newer, { title: 'Stored elsewhere' });
    const seq = (await documents.load(name))!.seq;
    expect(await documents.compact(name, Y.encodeStateAsUpdate(newer), seq + 1, [], new Date())).toBe(true);
    const later = track(openDocument(app.url, name, { client: user }));
    await later.synced();
    expect(readInbox(later.doc).todos.map((todo) => todo.title)).toEqual([
      'Kept in memory',
      'Stored elsewhere',
    ]);
  });

  it('refuse a socket without a session, and one opened from another site', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const anonymous = track(openDocument(app.url, name));
    const foreign = track(openDocument(app.url, name, { client: user, origin: 'https://evil.example' }));
    await eventually(() => anonymous.upgradeRefused() && foreign.upgradeRefused());
    expect([anonymous.upgradeRefused(), foreign.upgradeRefused()]).toEqual([401, 403]);
    expect(anonymous.provider.isSynced).toBe(false);
    expect(foreign.provider.isSynced).toBe(false);
  });

  it("refuse another user's document and malformed names alike", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const name = await inboxOf(owner);
    for (const target of [
      name,
      'inbox:not-a-uuid',
      'mindmap:00000000-0000-4000-8000-000000000000',
      'nonsense',
    ]) {
      const client = track(openDocument(app.url, target, { client: stranger }));
      await eventually(() => client.refused());
      expect(client.provider.isSynced).toBe(false);
    }
  });

  it('give a viewer a read-only copy: their edits change nothing stored', async () => {
    const owner = await signUpVerified(app.url);
    const viewer = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: viewer.email, role: 'viewer' });
    await verifyEmail(viewer);
    await viewer.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const name = await inboxOf(owner);
    const ownerClient = track(openDocument(app.url, name, { client: owner }));
    const viewerClient = track(openDocument(app.url, name, { client: viewer }));
    await Promise.all([ownerClient.synced(), viewerClient.synced()]);
    addTodo(ownerClient.doc, { title: 'Visible to all' });
    await eventually(() => readInbox(viewerClient.doc).todos.length === 1);
    addTodo(viewerClient.doc, { title: 'Sneaky' });
    // The viewer's socket carries its awareness after its update: once the owner sees the marker, the
    // server has handled (and refused) the update.
    viewerClient.provider.setAwarenessField('marker', 'after the update');
    await eventually(() =>
      [...ownerClient.provider.awareness!.getStates().values()].some(
        (state) => state.marker === 'after the update',
      ),
    );
    expect(viewerClient.provider.hasUnsyncedChanges, 'the server acknowledged none of it').toBe(true);
    expect(readInbox(ownerClient.doc).todos.map((todo) => todo.title)).toEqual(['Visible to all']);
    await eventually(async () => (await projectedTitles(name.slice(6))).length > 0);
    expect(await projectedTitles(name.slice(6))).toEqual(['Visible to all']);
  });

  it('close a removed member’s connection at once', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const invite = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
    await verifyEmail(member);
    await member.post(`${FN}/invitations/accept`, {
      token: new URL(invite.body.inviteUrl).searchParams.get('token'),
    });
    const name = await inboxOf(owner);
    const memberClient = track(openDocument(app.url, name, { client: member }));
    await memberClient.synced();
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    await owner.delete(`${FN}/team-members/${memberId}`);
    await eventually(() => !memberClient.provider.isSynced || memberClient.refused() !== null, 5_000);
    addTodo(memberClient.doc, { title: 'After removal' });
    // Asking for the document again after the write: the server handles a socket's messages in order, so
    // its refusal comes after it has dealt with the write.
    expect(memberClient.refused()).toBeNull();
    await memberClient.provider.sendToken();
    await eventually(() => memberClient.refused());
    const witness = track(openDocument(app.url, name, { client: owner }));
    await witness.synced();
    expect(readInbox(witness.doc).todos.map((todo) => todo.title)).not.toContain('After removal');
    expect(await projectedTitles(name.slice(6))).not.toContain('After removal');
  });

  it('show each editor under the name the server knows, whatever the client claims', async () => {
    const ann = await signUp(app.url);
    const name = await inboxOf(ann);
    const impostor = track(openDocument(app.url, name, { client: ann }));
    const watcher = track(openDocument(app.url, name, { client: ann }));
    await Promise.all([impostor.synced(), watcher.synced()]);
    impostor.provider.setAwarenessField('user', { id: 'someone-else', name: 'The CEO', colour: '#000000' });
    impostor.provider.setAwarenessField('cursor', { x: 1, y: 2 });
    const seen = await eventually(() => {
      const state = watcher.provider.awareness?.getStates().get(impostor.doc.clientID);
      return state?.cursor ? state : undefined;
    });
    const me = (await ann.get(`${FN}/me`)).body.user;
    expect(seen.user).toMatchObject({ id: me.sub, name: me.name });
  });
});

describe('snapshots', () => {
  const storedState = async (name: string) => {
    const { rows } = await sql<{ seq: number; log: string }>`
      select snapshot_seq as seq, (select count(*) from document_updates u where u.document_name = d.name) as log
      from documents d where d.name = ${name}`.execute(app.database.db);
    return { seq: Number(rows[0]!.seq), log: Number(rows[0]!.log) };
  };

  it('are not rewritten at each pause in editing, only projected, and are written when the document leaves memory', async () => {
    const user = await signUp(app.url);
    const name = await inboxOf(user);
    const workspaceId = name.slice('inbox:'.length);
    const editor = track(openDocument(app.url, name, { client: user }));
    await editor.synced();
    const opened = await storedState(name);

    for (const title of ['Draft the brief', 'Call the printer', 'Book the room']) {
      addTodo(editor.doc, { title });
      await editor.acknowledged();
      // Each pause in editing still reaches the relational rows.
      await eventually(async () => (await projectedTitles(workspaceId)).includes(title));
    }
    // The edits are durable in the log; the whole document was not written again for each of them.
    expect(await storedState(name)).toEqual({ seq: opened.seq, log: opened.log + 3 });

    editor.close();
    // Leaving memory, the document is written as one snapshot holding everything, and the log is emptied.
    await eventually(async () => {
      const stored = await storedState(name);
      return stored.seq > opened.seq && stored.log === 0;
    });
    const reader = track(openDocument(app.url, name, { client: user }));
    await reader.synced();
    expect(readInbox(reader.doc).todos.map((todo) => todo.title)).toEqual([
      'Draft the brief',
      'Call the printer',
      'Book the room',
    ]);
  });
});

describe('the document size cap', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { COLLAB_MAX_DOCUMENT_BYTES: String(16 * 1024) } });
  });
  afterAll(() => small?.close());

  it('refuses an update that would take a document past it, keeping everything before', async () => {
    const user = await signUp(small.url);
    const name = await inboxOf(user);
    const editor = track(openDocument(small.url, name, { client: user }));
    await editor.synced();
    const page = 'x'.repeat(1500);
    for (let i = 0; i < 4; i += 1) addTodo(editor.doc, { title: `Chapter ${i}`, description: page });
    await editor.acknowledged();

    let closedWith: string | null = null;
    editor.provider.on('close', ({ event }: { event: { reason: string } }) => (closedWith = event.reason));
    addTodo(editor.doc, { title: 'Appendix', description: 'y'.repeat(15_000) });
    await eventually(() => closedWith === 'Document too large');
    expect(editor.provider.hasUnsyncedChanges, 'the refused update is never acknowledged').toBe(true);
    editor.close();

    const reader = track(openDocument(small.url, name, { client: user }));
    await reader.synced();
    expect(readInbox(reader.doc).todos.map((todo) => todo.title)).toEqual(
      [0, 1, 2, 3].map((i) => `Chapter ${i}`),
    );
    // The document still takes edits that fit.
    addTodo(reader.doc, { title: 'Epilogue' });
    await reader.acknowledged();
  });

  it('refuses a REST write into a document at the cap (413), changing nothing', async () => {
    const user = await signUp(small.url);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Atlas' } })).body.id as string;
    const addNode = (label: string) =>
      user.post(`${FN}/nodes`, { mindmapId: mapId, x: 0, y: 0, label, description: 'z'.repeat(9_000) });
    expect((await addNode('First')).status).toBe(201);
    expect((await addNode('Second')).status).toBe(201);
    const refused = await addNode('Third');
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: 'Document too large' });
    const labels = ((await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>).map(
      (node) => node.label,
    );
    expect(labels).toEqual(['Atlas', 'First', 'Second']);
  });
});

describe('a document page', () => {
  /** The session a client's cookie stands for, as a request's is resolved. */
  async function sessionOf(client: HttpClient) {
    const signedIn = await app.app.signedIn(client.cookies.get(SESSION_COOKIE)!);
    if (!signedIn) throw new Error('The client is not signed in');
    return signedIn;
  }

  async function newBoard(owner: HttpClient) {
    const created = await owner.post(`${FN}/boards`, { title: 'Loaded ahead', description: '' });
    const id = (created.body as { id: string }).id;
    const name = `board:${id}`;
    const loaded = () => app.app.documents.isLoaded(name);
    await eventually(() => !loaded(), 10_000);
    return { id, name, loaded };
  }

  it("loads its document ahead of the page's socket for whoever may open it, and for nobody else", async () => {
    const owner = await signUp(app.url);
    const board = await newBoard(owner);

    const stranger = await signUp(app.url);
    await app.app.documents.preload(board.name, await sessionOf(stranger));
    await fetch(`${app.url}/kanban/${board.id}`, { headers: { cookie: `${SESSION_COOKIE}=not-a-session` } });
    expect(board.loaded()).toBe(false);
    await fetch(`${app.url}/kanban/${board.id}`);
    await fetch(`${app.url}/kanban/not-a-board`, { headers: { cookie: `${SESSION_COOKIE}=x` } });
    expect(board.loaded()).toBe(false);

    await owner.get(`/kanban/${board.id}`);
    await eventually(board.loaded, 5_000);
    const editor = track(openDocument(app.url, board.name, { client: owner }));
    await editor.synced();
  });

  it('lets a document loaded ahead go when no page came for it', async () => {
    const owner = await signUp(app.url);
    const board = await newBoard(owner);
    await app.app.documents.preload(board.name, await sessionOf(owner), 200);
    expect(board.loaded()).toBe(true);
    await eventually(() => !board.loaded(), 5_000);
  });
});

describe("a store's first step (documents.lockLogAndAppend)", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const newList = async () =>
    createDocumentRows(app, 'todolist', await currentWorkspaceId(await signUp(app.url)));
  const logOf = async (name: string) =>
    (
      await sql<{ id: number; update: Uint8Array }>`
        select id, update from document_updates where document_name = ${name} order by id`.execute(
        app.database.db,
      )
    ).rows.map((row) => ({ id: Number(row.id), update: [...row.update] }));

  it("returns the entries the caller does not know, oldest first, and appends the caller's in order", async () => {
    const { documents } = app.app.repos;
    const name = await newList();
    const before = (await logOf(name)).map((entry) => entry.id);
    const [other] = await documents.append([{ name, update: bytes(9, 9), authors: [{ kind: 'import' }] }]);
    const first = await app.database.db
      .transaction()
      .execute((trx) =>
        documents.lockLogAndAppend(name, before, [bytes(1), bytes(2, 2), bytes(3)], trx, [
          [{ kind: 'system' }],
        ]),
      );
    expect(first).not.toBeNull();
    // Every entry no store projected yet is taken in by this one, with its authors.
    expect(first!.authors).toEqual(expect.arrayContaining([{ kind: 'import' }, { kind: 'system' }]));
    expect(first!.others.map((entry) => [entry.id, [...entry.update]])).toEqual([[other, [9, 9]]]);
    expect(first!.appended).toHaveLength(3);
    const log = await logOf(name);
    expect(first!.appended.map((id) => log.find((entry) => entry.id === id)?.update)).toEqual([
      [1],
      [2, 2],
      [3],
    ]);
    // Everything known now: nothing else comes back, and nothing is appended for an empty list.
    const second = await app.database.db
      .transaction()
      .execute((trx) => documents.lockLogAndAppend(name, [...before, other!, ...first!.appended], [], trx));
    expect(second).toEqual({ seq: first!.seq, others: [], appended: [], authors: [] });
    expect(await logOf(name)).toEqual(log);
  });

  it('appends nothing to a document that is gone', async () => {
    const name = `inbox:${crypto.randomUUID()}`;
    const result = await app.database.db
      .transaction()
      .execute((trx) => app.app.repos.documents.lockLogAndAppend(name, [], [bytes(1)], trx));
    expect(result).toBeNull();
    expect(await logOf(name)).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "waits for another store's lock, then sees what that store appended",
    async () => {
      const { documents } = app.app.repos;
      const name = await newList();
      const known = (await logOf(name)).map((entry) => entry.id);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: (pid: number) => void;
      const lockTaken = new Promise<number>((resolve) => (locked = resolve));
      const first = app.database.db.transaction().execute(async (trx) => {
        const result = await documents.lockLogAndAppend(name, known, [bytes(7)], trx);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        locked(rows[0]!.pid);
        await held;
        return result;
      });
      const firstPid = await lockTaken;
      let secondDone = false;
      const second = app.database.db.transaction().execute(async (trx) => {
        const result = await documents.lockLogAndAppend(name, known, [], trx);
        secondDone = true;
        return result;
      });
      // The barrier: PostgreSQL shows the second store waiting on the first one's lock.
      await eventually(async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
           where ${firstPid}::int = any(pg_blocking_pids(pid))`.execute(app.database.db);
        return rows[0]!.waiting > 0;
      }, 10_000);
      expect(secondDone).toBe(false);
      release();
      const [appendedByFirst, seenBySecond] = await Promise.all([first, second]);
      expect(seenBySecond!.others.map((entry) => entry.id)).toEqual(appendedByFirst!.appended);
    },
  );
});
