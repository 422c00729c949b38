import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from '@shared/schema/board';
import { addNode, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { updateTodo } from '@shared/schema/todo';
import { readMindmap } from '@shared/schema/mindmap-reader';
import type { RunningServer } from '@server/server';
import { rebuildProjections } from '@server/collab/projection/rebuild';
import { FN, signUp } from '../../helpers/accounts';
import { draftMindmap, endedRun } from '../../helpers/ai-runs';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { openEventStream } from '../../helpers/event-streams';
import { eventually, sameSessionAt, type HttpClient } from '../../helpers/http';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { holdStoreLock, storesWaiting } from '../../helpers/store-lock';
import { changesOf } from '../../helpers/linked-todos';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';

/**
 * The change record: each store records, in its transaction, the projected rows it really changed, with
 * the authors of the log entries it took in; nothing else (a store with nothing new, a second instance's
 * store of the same change, a rebuild) records anything.
 */

const open: DocumentClient[] = [];
afterEach(() => open.splice(0).forEach((client) => client.close()));

async function createMap(server: { url: string }, client: HttpClient): Promise<{ id: string; name: string }> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const id = response.body.id as string;
  return { id, name: `mindmap:${id}` };
}

async function userId(client: { email: string }): Promise<string> {
  const user = await app.app.repos.users.findByEmail(client.email);
  return user!.id;
}

/** The changes of one item since `after` (a change id). */
async function itemChanges(server: RunningServer, documentName: string, itemId: string, after = 0) {
  return (await changesOf(server, documentName)).filter((row) => row.item_id === itemId && row.id > after);
}

/** Polls until the item has changes after `after` (a store committed them), and returns them. */
function recorded(server: RunningServer, documentName: string, itemId: string, after = 0) {
  return eventually(async () => {
    const rows = await itemChanges(server, documentName, itemId, after);
    return rows.length > 0 && rows;
  });
}

/** Adds a node under the map's root, from an editor. */
function addIdea(editor: DocumentClient, id: string, label: string) {
  addNode(editor.doc, { id, parentId: readMindmap(editor.doc).rootId!, label, x: 0, y: 0 });
}

const lastChangeId = async (server: RunningServer, documentName: string) =>
  (await changesOf(server, documentName)).at(-1)?.id ?? 0;

/**
 * Stores the document on `server` now and waits for that store: the last connection of a direct
 * connection stores at once. Serves as a barrier: every store before it has committed.
 */
async function storeNow(server: RunningServer, documentName: string) {
  const connection = await server.app.collab.hocuspocus.openDirectConnection(documentName, { system: true });
  await connection.disconnect();
}

async function editDocument(url: string, name: string, options: Parameters<typeof openDocument>[2]) {
  const editor = openDocument(url, name, options);
  open.push(editor);
  await editor.synced();
  return editor;
}

let app: TestApp;

describe('the change record of one instance', () => {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('records a socket edit once, with its member and the values before', async () => {
    const user = await signUp(app.url);
    const map = await createMap(app, user);
    const editor = await editDocument(app.url, map.name, { client: user });
    addIdea(editor, 'idea', 'First');
    await editor.acknowledged();
    await recorded(app, map.name, 'idea');
    // Any later store has nothing new to record.
    await storeNow(app, map.name);
    const created = await itemChanges(app, map.name, 'idea');
    const member = { kind: 'member', userId: await userId(user) };
    expect(created).toMatchObject([{ item_kind: 'node', action: 'created', authors: [member] }]);
    expect(created[0]!.fields.label).toEqual({ previous: null, value: 'First' });

    updateNode(editor.doc, 'idea', { label: 'Second' });
    await editor.acknowledged();
    await recorded(app, map.name, 'idea', created[0]!.id);
    await storeNow(app, map.name);
    const updated = await itemChanges(app, map.name, 'idea', created[0]!.id);
    expect(updated).toMatchObject([{ item_kind: 'node', action: 'updated', authors: [member] }]);
    expect(updated[0]!.fields.label).toEqual({ previous: 'First', value: 'Second' });
    expect(updated[0]!.fields).not.toHaveProperty('id');
    expect(updated[0]!.fields).not.toHaveProperty('mindmap_id');

    // A created or deleted row's fields are all its columns but the keys, the other side null.
    const columns = ['created_at', 'description', 'label', 'link', 'linked_todo_list_id', 'parent_id'];
    const nodeColumns = [...columns, 'updated_at', 'x', 'y'];
    expect(Object.keys(created[0]!.fields).sort()).toEqual(nodeColumns);
    deleteBranch(editor.doc, 'idea');
    await editor.acknowledged();
    await recorded(app, map.name, 'idea', updated[0]!.id);
    const deleted = await itemChanges(app, map.name, 'idea', updated[0]!.id);
    expect(deleted).toMatchObject([{ item_kind: 'node', action: 'deleted', authors: [member] }]);
    expect(Object.keys(deleted[0]!.fields).sort()).toEqual(nodeColumns);
    expect(deleted[0]!.fields.label).toEqual({ previous: 'Second', value: null });
    expect(deleted[0]!.fields.link).toEqual({ previous: null, value: null });
  });

  it("records a socket edit through an API token with the token's id and name", async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const map = await createMap(app, user);
    const token = await createToken(user, { workspaceId, name: 'Nightly import' });
    const editor = await editDocument(app.url, map.name, { bearer: token.secret });
    addIdea(editor, 'scripted', 'By script');
    await editor.acknowledged();
    const rows = await recorded(app, map.name, 'scripted');
    expect(rows).toMatchObject([
      {
        action: 'created',
        authors: [{ kind: 'token', tokenId: token.id, name: 'Nightly import', userId: await userId(user) }],
      },
    ]);
  });

  it('records a REST write once, with its member or API token and the values before', async () => {
    const user = await signUp(app.url);
    const member = { kind: 'member', userId: await userId(user) };
    const map = await createMap(app, user);
    const added = await user.post(`${FN}/nodes`, { mindmapId: map.id, label: 'Draft', x: 0, y: 0 });
    expect(added.status).toBe(201);
    const nodeId = added.body.id as string;
    expect(await itemChanges(app, map.name, nodeId)).toMatchObject([
      { action: 'created', authors: [member] },
    ]);

    let before = await lastChangeId(app, map.name);
    expect((await user.patch(`${FN}/nodes/${nodeId}`, { label: 'Final' })).status).toBe(200);
    const rows = await itemChanges(app, map.name, nodeId, before);
    expect(rows).toMatchObject([{ item_kind: 'node', action: 'updated', authors: [member] }]);
    expect(rows[0]!.fields.label).toEqual({ previous: 'Draft', value: 'Final' });

    const token = await createToken(user, {
      workspaceId: await currentWorkspaceId(user),
      name: 'Sync script',
    });
    before = await lastChangeId(app, map.name);
    const script = createBearerClient(app.url, token.secret);
    expect((await script.patch(`${FN}/nodes/${nodeId}`, { label: 'Scripted' })).status).toBe(200);
    const scripted = await itemChanges(app, map.name, nodeId, before);
    const byToken = { kind: 'token', tokenId: token.id, name: 'Sync script', userId: member.userId };
    expect(scripted).toMatchObject([{ action: 'updated', authors: [byToken] }]);
    expect(scripted[0]!.fields.label).toEqual({ previous: 'Final', value: 'Scripted' });
  });

  it('records the nodes an AI draft adds as written by AI', async () => {
    const user = await signUp(app.url);
    const mapId = await draftMindmap(user, { title: 'Garden', description: 'Plant basil.' });
    await endedRun(app, `mindmap:${mapId}`);
    const added = (await changesOf(app, `mindmap:${mapId}`)).filter(
      (row) => row.item_kind === 'node' && row.action === 'created' && row.item_id !== mapId,
    );
    expect(added.length).toBeGreaterThan(0);
    for (const row of added) expect(row.authors).toContainEqual({ kind: 'ai' });
  });

  it('keeps REST writes of different authors in log entries of their own', async () => {
    const user = await signUp(app.url);
    const map = await createMap(app, user);
    // A map's root node has the map's id.
    const rootId = map.id;
    const first = { kind: 'member' as const, userId: await userId(user) };
    const second = { kind: 'ai' as const, userId: first.userId };
    // Concurrent writes to one document share one store, which appends them in one statement.
    await Promise.all([
      app.app.documents.withDocument(
        map.name,
        (doc) => addNode(doc, { id: 'm', parentId: rootId, label: 'm', x: 0, y: 0 }),
        { author: first },
      ),
      app.app.documents.withDocument(
        map.name,
        (doc) => addNode(doc, { id: 'a', parentId: rootId, label: 'a', x: 0, y: 0 }),
        { author: second },
      ),
    ]);
    const entries = await app.app.database.db
      .selectFrom('document_updates')
      .select('authors')
      .where('document_name', '=', map.name)
      .execute();
    for (const entry of entries) expect(entry.authors.length).toBeLessThanOrEqual(1);
    const authors = entries.flatMap((entry) => entry.authors.map((author) => author.kind));
    expect(authors).toEqual(expect.arrayContaining(['member', 'ai']));
  });

  it('records nothing for a store with nothing new, nor for a rebuild of the rows', async () => {
    const user = await signUp(app.url);
    const map = await createMap(app, user);
    const added = await user.post(`${FN}/nodes`, { mindmapId: map.id, label: 'Kept', x: 0, y: 0 });
    const nodeId = added.body.id as string;
    const before = await changesOf(app, map.name);

    await storeNow(app, map.name);
    expect(await changesOf(app, map.name)).toEqual(before);

    // A rebuild writes the rows again (here one that drifted) and records nothing.
    const { db } = app.app.database;
    await db.updateTable('nodes').set({ label: 'Drifted' }).where('id', '=', nodeId).execute();
    await db.updateTable('documents').set({ projection_version: 0 }).where('name', '=', map.name).execute();
    expect(await rebuildProjections(app.app)).toBe(1);
    const row = await db
      .selectFrom('nodes')
      .select('label')
      .where('id', '=', nodeId)
      .executeTakeFirstOrThrow();
    expect(row.label).toBe('Kept');
    expect(await changesOf(app, map.name)).toEqual(before);
  });

  it('stores at start-up a document whose log is ahead of its rows, and records its change', async () => {
    const user = await signUp(app.url);
    const map = await createMap(app, user);
    const member = { kind: 'member' as const, userId: await userId(user) };
    // A fresh start: the map is in no instance's memory.
    app = await app.restart();
    const { documents } = app.app.repos;
    const stored = (await documents.load(map.name))!;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored.snapshot!);
    for (const entry of stored.log) Y.applyUpdate(doc, entry.update);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    addNode(doc, { id: 'logged', parentId: readMindmap(doc).rootId!, label: 'Logged', x: 0, y: 0 });
    // The update log's append, as an edit's acknowledgement waits for; then the process dies.
    await documents.append([
      { name: map.name, update: Y.mergeUpdates(updates), items: ['logged'], authors: [member] },
    ]);
    expect(await itemChanges(app, map.name, 'logged')).toEqual([]);

    app = await app.restart();
    expect(await itemChanges(app, map.name, 'logged')).toMatchObject([
      { item_kind: 'node', action: 'created', authors: [member] },
    ]);
    const nodes = await sameSessionAt(app.url, user).get(`${FN}/nodes?mindmapId=${map.id}`);
    expect(nodes.body.map((node: { label: string }) => node.label)).toContain('Logged');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'the change record across two instances on one database',
  () => {
    const instances = twoInstancesOverRedis();

    it("names a REST write's author when another store projects it first", async () => {
      const { first } = instances;
      const { db } = first.app.database;
      const user = await signUp(first.url);
      const map = await createMap(first, user);
      const editor = await editDocument(first.url, map.name, { client: user });
      const hold = await holdStoreLock(db, map.name);
      // A live edit: its store waits for the lock.
      addIdea(editor, 'live', 'Live');
      await editor.acknowledged();
      await storesWaiting(db, 1);
      // A REST write applied in memory meanwhile: the waiting store reads the document after it.
      const ai = { kind: 'ai' as const, userId: (await first.app.repos.users.findByEmail(user.email))!.id };
      const write = first.app.documents.withDocument(
        map.name,
        (doc) => addNode(doc, { id: 'drafted', parentId: map.id, label: 'Drafted', x: 0, y: 0 }),
        { author: ai },
      );
      const loaded = first.app.collab.hocuspocus.documents.get(map.name)!;
      await eventually(() => readMindmap(loaded).nodes.some((node) => node.id === 'drafted'));
      await hold.release();
      await write;
      const drafted = await itemChanges(first, map.name, 'drafted');
      expect(drafted).toHaveLength(1);
      expect(drafted[0]!.authors).toContainEqual(ai);
    });

    it('completes a linked to-do once, moves its card once and tells its progress, with both open on both instances', async () => {
      const { first, second } = instances;
      const user = await signUp(first.url);
      const board = await user.post('/api/boards', { title: 'Sprint' });
      const boardId = board.body.id as string;
      const list = await user.post(`${FN}/todo-lists`, { title: 'Launch' });
      const listId = list.body.id as string;
      const todoId = (await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId })).body.id as string;
      const sent = await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const listName = `todolist:${listId}`;
      const boardName = `board:${boardId}`;
      const listEditor = await editDocument(first.url, listName, { client: user });
      await editDocument(second.url, listName, { client: user });
      await editDocument(first.url, boardName, { client: user });
      const boardOnSecond = await editDocument(second.url, boardName, { client: user });
      const before = {
        list: await lastChangeId(first, listName),
        board: await lastChangeId(first, boardName),
      };

      const events = await openEventStream(second.url, user);
      try {
        updateTodo(listEditor.doc, todoId, { completed: true });
        await listEditor.acknowledged();
        await eventually(
          () => readBoard(boardOnSecond.doc).columns.find((lane) => lane.id === 'done')?.cards.length === 1,
          10_000,
        );
        // The list's progress reaches a page served by the other instance.
        await eventually(() =>
          events.received.some(
            (event) => event.type === 'list-progress' && event.list_id === listId && event.done === 1,
          ),
        );
      } finally {
        events.close();
      }
      for (const server of [first, second]) {
        await storeNow(server, listName);
        await storeNow(server, boardName);
      }
      const todoChanges = await itemChanges(first, listName, todoId, before.list);
      expect(todoChanges.map((row) => row.action)).toEqual(['completed']);
      const cardChanges = (await changesOf(first, boardName)).filter(
        (row) => row.id > before.board && row.item_kind === 'card',
      );
      expect(cardChanges.map((row) => row.action)).toEqual(['moved']);
      expect(cardChanges[0]!.authors).toEqual([{ kind: 'system' }]);
    });

    it('records a change once though both instances store the document', async () => {
      const { first, second } = instances;
      const user = await signUp(first.url);
      const map = await createMap(first, user);
      const onFirst = await editDocument(first.url, map.name, { client: user });
      const onSecond = await editDocument(second.url, map.name, { client: user });
      addIdea(onFirst, 'shared', 'Shared');
      await onFirst.acknowledged();
      await eventually(() => readMindmap(onSecond.doc).nodes.some((node) => node.id === 'shared'));
      await recorded(first, map.name, 'shared');
      // Both instances store the document now, each with the edit in memory.
      await storeNow(second, map.name);
      await storeNow(first, map.name);
      expect(await itemChanges(first, map.name, 'shared')).toMatchObject([{ action: 'created' }]);

      // A REST write through the second instance, stored again by the first.
      const before = await lastChangeId(first, map.name);
      const userOnSecond = sameSessionAt(second.url, user);
      expect((await userOnSecond.patch(`${FN}/nodes/shared`, { label: 'Renamed' })).status).toBe(200);
      await eventually(() => readMindmap(onFirst.doc).nodes.some((node) => node.label === 'Renamed'));
      await storeNow(first, map.name);
      await storeNow(second, map.name);
      const renamed = await itemChanges(first, map.name, 'shared', before);
      expect(renamed).toMatchObject([{ action: 'updated' }]);
      expect(renamed[0]!.fields.label).toEqual({ previous: 'Shared', value: 'Renamed' });
    });
  },
);
