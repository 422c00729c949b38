import type * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addNode, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { addTodo } from '@shared/schema/todolist';
import { FN, signUp } from '../../helpers/accounts';
import { allowNodeLabels, refuseNodeLabel } from '../../helpers/failing-store';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';

/**
 * The relational projection belongs to its documents: rows are keyed by (document, item id), REST finds an
 * item's document through the item index, content PostgreSQL cannot store never stalls a document, and a
 * failed store loses nothing.
 */

let app: TestApp;
const open: DocumentClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => open.splice(0).forEach((client) => client.close()));
afterAll(() => app?.close());

async function createMap(client: HttpClient, title = 'Plan'): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function nodesOf(client: HttpClient, mapId: string) {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as Array<{ id: string; label: string; mindmapId: string; created_at: string }>;
}

async function editMap(server: { url: string }, client: HttpClient, mapId: string) {
  const editor = openDocument(server.url, `mindmap:${mapId}`, { client });
  open.push(editor);
  await editor.synced();
  return editor;
}

/** Writes into a live document the way any peer can, then waits until the server has it in its log. */
async function write(editor: DocumentClient, change: (doc: Y.Doc) => void) {
  change(editor.doc);
  await editor.acknowledged();
}

const rootOf = (editor: DocumentClient) => readMindmap(editor.doc).rootId!;

describe('projected rows keyed by their document', () => {
  it("keeps a stranger's colliding node ids out of the owner's rows", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const ownerMap = await createMap(owner, 'Owner map');
    const added = await owner.post(`${FN}/nodes`, { mindmapId: ownerMap, label: 'Owner idea', x: 10, y: 20 });
    expect(added.status).toBe(201);
    const ownerNode = added.body.id as string;

    const strangerMap = await createMap(stranger, 'Stranger map');
    const editor = await editMap(app, stranger, strangerMap);
    const strangerRoot = rootOf(editor);
    // The owner's map id is its root's id; both ids are visible in the owner's URLs.
    await write(editor, (doc) => {
      addNode(doc, { id: ownerNode, parentId: strangerRoot, label: 'Stolen', x: 0, y: 0 });
      addNode(doc, { id: ownerMap, parentId: strangerRoot, label: 'Stolen root', x: 0, y: 0 });
    });
    await eventually(async () => (await nodesOf(stranger, strangerMap)).length === 3);

    const ownerView = await nodesOf(owner, ownerMap);
    expect(ownerView.map((node) => [node.id, node.label]).sort()).toEqual(
      [
        [ownerMap, 'Owner map'],
        [ownerNode, 'Owner idea'],
      ].sort(),
    );
    expect((await owner.patch(`${FN}/nodes/${ownerNode}`, { label: 'Owner renamed' })).status).toBe(200);
    expect((await owner.patch(`${FN}/nodes/${ownerMap}`, { label: 'Root renamed' })).status).toBe(200);

    await write(editor, (doc) => {
      deleteBranch(doc, ownerNode);
      deleteBranch(doc, ownerMap);
    });
    await eventually(async () => (await nodesOf(stranger, strangerMap)).length === 1);
    expect((await nodesOf(owner, ownerMap)).map((node) => node.label).sort()).toEqual([
      'Owner renamed',
      'Root renamed',
    ]);
  });

  it('follows a change that swaps one node for another, renames a third and leaves the rest alone', async () => {
    const owner = await signUp(app.url);
    const mapId = await createMap(owner);
    const editor = await editMap(app, owner, mapId);
    const root = rootOf(editor);
    const ids = ['a', 'b', 'c'].map((label) =>
      addNode(editor.doc, { parentId: root, label, x: 0, y: 0 }),
    ) as string[];
    await editor.acknowledged();
    await eventually(async () => (await nodesOf(owner, mapId)).length === 4);
    // One store sees the same number of nodes as before: one gone, one new, one renamed.
    await write(editor, (doc) =>
      doc.transact(() => {
        deleteBranch(doc, ids[0]!);
        addNode(doc, { parentId: root, label: 'd', x: 0, y: 0 });
        updateNode(doc, ids[1]!, { label: 'b renamed' });
      }),
    );
    await eventually(async () => (await nodesOf(owner, mapId)).some((node) => node.label === 'b renamed'));
    expect((await nodesOf(owner, mapId)).map((node) => node.label).sort()).toEqual(
      ['Plan', 'b renamed', 'c', 'd'].sort(),
    );
    expect((await owner.patch(`${FN}/nodes/${ids[0]}`, { label: 'gone' })).status).toBe(404);
  });

  it('answers 409 and changes nothing when two maps of the workspace hold the node id', async () => {
    const user = await signUp(app.url);
    const first = await editMap(app, user, await createMap(user, 'First'));
    const second = await editMap(app, user, await createMap(user, 'Second'));
    for (const editor of [first, second]) {
      await write(editor, (doc) =>
        addNode(doc, { id: 'twin', parentId: rootOf(editor), label: 'Twin', x: 1, y: 1 }),
      );
    }
    const patched = await user.patch(`${FN}/nodes/twin`, { label: 'Which one?' });
    expect(patched.status).toBe(409);
    expect((await user.delete(`${FN}/nodes/twin`)).status).toBe(409);
    for (const editor of [first, second]) {
      expect(readMindmap(editor.doc).nodes.find((node) => node.id === 'twin')?.label).toBe('Twin');
    }
  });
});

describe('when a document was last edited', () => {
  it('moves a map’s and a list’s updated_at with an edit of a node or a to-do, not only of the title', async () => {
    const owner = await signUp(app.url);
    const mapId = await createMap(owner, 'Edited');
    const list = await owner.post(`${FN}/todo-lists`, { title: 'Chores' });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const listId = list.body.id as string;
    const updatedAt = async (path: string, id: string) => {
      const response = await owner.get(`${FN}/${path}`);
      expect(response.status).toBe(200);
      return (response.body as Array<{ id: string; updated_at: string }>).find((row) => row.id === id)!
        .updated_at;
    };
    const [mapBefore, listBefore] = [
      await updatedAt('mindmaps', mapId),
      await updatedAt('todo-lists', listId),
    ];

    const map = await editMap(app, owner, mapId);
    await write(map, (doc) => addNode(doc, { parentId: rootOf(map), label: 'Idea', x: 0, y: 0 }));
    const listEditor = openDocument(app.url, `todolist:${listId}`, { client: owner });
    open.push(listEditor);
    await listEditor.synced();
    await write(listEditor, (doc) => addTodo(doc, { title: 'Sweep' }));

    await eventually(async () => (await updatedAt('mindmaps', mapId)) > mapBefore);
    await eventually(async () => (await updatedAt('todo-lists', listId)) > listBefore);
  });
});

describe('links from nodes to to-do lists', () => {
  async function createList(client: HttpClient): Promise<string> {
    const response = await client.post(`${FN}/todo-lists`, { title: 'Errands' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as string;
  }

  it("refuses a node created with another workspace's list, as an update does", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const listId = await createList(owner);
    const mapId = await createMap(stranger);
    const created = await stranger.post(`${FN}/nodes`, {
      mindmapId: mapId,
      label: 'Borrowed',
      x: 0,
      y: 0,
      linkedTodoListId: listId,
    });
    expect(created.status).toBe(400);
    expect(await nodesOf(stranger, mapId)).toHaveLength(1);
    expect((await owner.get(`${FN}/todo-lists`)).body[0]).toMatchObject({ mindmap_id: null, node_id: null });
  });

  it("shows a list's owner only links from maps of the list's own workspace", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const listId = await createList(owner);
    const mapId = await createMap(stranger);
    const editor = await editMap(app, stranger, mapId);
    await write(editor, (doc) => updateNode(doc, rootOf(editor), { linkedTodoListId: listId }));
    await eventually(async () => {
      const rows = (await stranger.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{
        linkedTodoListId: string | null;
      }>;
      return rows[0]?.linkedTodoListId === listId;
    });
    const lists = (await owner.get(`${FN}/todo-lists`)).body as Array<{
      id: string;
      mindmap_id: string | null;
    }>;
    expect(lists).toEqual([expect.objectContaining({ id: listId, mindmap_id: null, node_id: null })]);
  });
});

describe('content PostgreSQL cannot store', () => {
  it('is cleaned when read, so the map keeps storing and REST writes keep working', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user, 'Hostile');
    const editor = await editMap(app, user, mapId);
    const root = rootOf(editor);
    await write(editor, (doc) => {
      addNode(doc, { id: 'nul', parentId: root, label: 'a\u0000b', x: 0, y: 0 });
      addNode(doc, { id: 'lone', parentId: root, label: 'x\uD800y', description: '\uDC00', x: 0, y: 0 });
      addNode(doc, { id: 'huge', parentId: root, label: 'L', x: 0, y: 0 });
      addNode(doc, { id: 'when', parentId: root, label: 'When', x: 0, y: 0 });
      // What the schema's own writers would refuse, written raw as a hostile peer can.
      const values = doc.getMap<Record<string, unknown>>('nodeValues');
      values.set('huge', { ...values.get('huge'), label: 'L'.repeat(100_000), x: Number.POSITIVE_INFINITY });
      values.set('when', {
        ...values.get('when'),
        createdAt: '2024-02-30T00:00:00Z',
        updatedAt: 'yesterday',
      });
    });
    const labels = await eventually(async () => {
      const nodes = await nodesOf(user, mapId);
      return nodes.length === 5 ? new Map(nodes.map((node) => [node.id, node])) : null;
    });
    expect(labels.get('nul')!.label).toBe('ab');
    expect(labels.get('lone')!.label).toBe('x\uFFFDy');
    expect(labels.get('huge')!.label).toHaveLength(500);
    expect(labels.get('when')!.created_at).toBe('1970-01-01T00:00:00.000Z');

    expect((await user.patch(`${FN}/nodes/when`, { label: 'Still editable' })).status).toBe(200);
    expect((await user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'New', x: 0, y: 0 })).status).toBe(201);
    expect((await nodesOf(user, mapId)).find((node) => node.id === 'when')!.label).toBe('Still editable');
  });
});

describe('a store that fails', () => {
  const refuseLabel = 'refused by the database';

  afterEach(async () => {
    await allowNodeLabels(app.database.db);
  });

  it('loses nothing, is retried, leaves other maps alone and does not fail a REST write', async () => {
    await refuseNodeLabel(app.database.db, refuseLabel);
    const user = await signUp(app.url);
    const stuckId = await createMap(user, 'Stuck');
    const stuck = await editMap(app, user, stuckId);
    await write(stuck, (doc) =>
      addNode(doc, { id: 'bad', parentId: rootOf(stuck), label: refuseLabel, x: 0, y: 0 }),
    );

    const fineId = await createMap(user, 'Fine');
    const fine = await editMap(app, user, fineId);
    await write(fine, (doc) =>
      addNode(doc, { id: 'good', parentId: rootOf(fine), label: 'Good', x: 0, y: 0 }),
    );
    await eventually(async () => (await nodesOf(user, fineId)).some((node) => node.id === 'good'));

    const patched = await user.patch(`${FN}/nodes/${stuckId}`, { label: 'Written over REST' });
    expect(patched.status).toBe(200);
    expect((await nodesOf(user, stuckId)).map((node) => node.id)).toEqual([stuckId]);

    await allowNodeLabels(app.database.db);
    const nodes = await eventually(async () => {
      const rows = await nodesOf(user, stuckId);
      return rows.length === 2 ? rows : null;
    }, 10_000);
    expect(nodes.map((node) => node.label).sort()).toEqual(['Written over REST', refuseLabel].sort());
  });
});

describe('the projection rebuild', () => {
  it("rebuilds every document's rows from its snapshot and log, each map keeping its own", async () => {
    const user = await signUp(app.url);
    const mapIds = [await createMap(user, 'One'), await createMap(user, 'Two')];
    for (const [index, mapId] of mapIds.entries()) {
      const editor = await editMap(app, user, mapId);
      await write(editor, (doc) => {
        addNode(doc, { id: 'shared', parentId: rootOf(editor), label: `Shared ${index}`, x: 0, y: 0 });
        updateNode(doc, rootOf(editor), { label: `Root ${index}` });
      });
      await eventually(async () => (await nodesOf(user, mapId)).length === 2);
      editor.close();
    }
    // What an older projection left behind: rows of maps overwriting each other, and no item index.
    const { db } = app.database;
    await db.deleteFrom('nodes').where('mindmap_id', 'in', mapIds).execute();
    await db.deleteFrom('document_items').execute();
    await db.updateTable('documents').set({ projection_version: 0 }).execute();

    app = await app.restart();
    const again = createHttpClient(app.url);
    user.cookies.forEach((value, key) => again.cookies.set(key, value));
    for (const [index, mapId] of mapIds.entries()) {
      const labels = (await nodesOf(again, mapId)).map((node) => node.label).sort();
      expect(labels).toEqual([`Root ${index}`, `Shared ${index}`]);
    }
    expect((await again.patch(`${FN}/nodes/${mapIds[0]}`, { label: 'Found again' })).status).toBe(200);
    expect((await again.patch(`${FN}/nodes/shared`, { label: 'Which one?' })).status).toBe(409);
  });
});

describe('holders of nodes kept from the item index', () => {
  /** Counts the item-index lookups the app makes while `during` runs. */
  async function lookups(during: () => Promise<void>): Promise<number> {
    const documents = app.app.repos.documents;
    const lookup = documents.holdersOfItem;
    let count = 0;
    documents.holdersOfItem = (...args) => {
      count += 1;
      return lookup.apply(documents, args);
    };
    try {
      await during();
    } finally {
      documents.holdersOfItem = lookup;
    }
    return count;
  }

  it('write a node of a map open here without a lookup, and look again once the node is gone', async () => {
    const user = await signUp(app.url);
    const editor = await editMap(app, user, await createMap(user));
    await write(editor, (doc) =>
      addNode(doc, { id: 'kept', parentId: rootOf(editor), label: 'Kept', x: 0, y: 0 }),
    );
    expect((await user.patch(`${FN}/nodes/kept`, { label: 'Found' })).status).toBe(200);

    const renames = await lookups(async () => {
      expect((await user.patch(`${FN}/nodes/kept`, { label: 'Found again' })).status).toBe(200);
    });
    expect(renames).toBe(0);
    await eventually(() => readMindmap(editor.doc).nodes.some((node) => node.label === 'Found again'));

    await write(editor, (doc) => deleteBranch(doc, 'kept'));
    const afterDelete = await lookups(async () => {
      const patched = await user.patch(`${FN}/nodes/kept`, { label: 'Too late' });
      expect(patched.status).toBe(404);
      expect(patched.body).toEqual({ error: 'Node not found' });
    });
    expect(afterDelete).toBe(1);
  });

  it("keep a stranger's write to the same node id out of a map open here", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const mapId = await createMap(owner);
    const editor = await editMap(app, owner, mapId);
    const root = rootOf(editor);
    expect((await owner.patch(`${FN}/nodes/${root}`, { label: 'Mine' })).status).toBe(200);

    const patched = await stranger.patch(`${FN}/nodes/${root}`, { label: 'Taken over' });
    expect(patched.status).toBe(404);
    expect(patched.body).toEqual({ error: 'Node not found' });
    expect((await stranger.delete(`${FN}/nodes/${root}`)).status).toBe(404);
    expect((await nodesOf(owner, mapId)).map((node) => node.label)).toEqual(['Mine']);
  });

  it('answer 404 when the map was deleted on another instance before this one heard of it', async () => {
    const user = await signUp(app.url);
    const mapId = await createMap(user);
    const editor = await editMap(app, user, mapId);
    expect((await user.patch(`${FN}/nodes/${rootOf(editor)}`, { label: 'Open here' })).status).toBe(200);
    // Another instance's delete: the rows are gone, and no 'deleted' event has reached this instance yet.
    await app.app.database.db.deleteFrom('documents').where('name', '=', `mindmap:${mapId}`).execute();

    const patched = await user.patch(`${FN}/nodes/${rootOf(editor)}`, { label: 'Lost?' });
    expect(patched.status).toBe(404);
    expect(patched.body).toEqual({ error: 'This document was deleted.' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'holders kept on one instance while another changes the map',
  () => {
    const instances = twoInstancesOverRedis();

    it('answer 404 for a node, then a map, deleted through the other instance', async () => {
      const owner = await signUp(instances.first.url);
      const onSecond = createHttpClient(instances.second.url);
      owner.cookies.forEach((value, key) => onSecond.cookies.set(key, value));
      const mapId = await createMap(owner);
      const added = await onSecond.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Kept', x: 0, y: 0 });
      expect(added.status).toBe(201);
      const nodeId = added.body.id as string;
      expect((await onSecond.patch(`${FN}/nodes/${nodeId}`, { label: 'Held here' })).status).toBe(200);

      expect((await owner.delete(`${FN}/nodes/${nodeId}`)).status).toBe(200);
      await eventually(
        async () => (await onSecond.patch(`${FN}/nodes/${nodeId}`, { label: 'x' })).status === 404,
      );

      const root = (await nodesOf(owner, mapId))[0]!.id;
      expect((await onSecond.patch(`${FN}/nodes/${root}`, { label: 'Root held here' })).status).toBe(200);
      expect((await owner.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
      const late = await onSecond.patch(`${FN}/nodes/${root}`, { label: 'Too late' });
      expect(late.status).toBe(404);
      expect(
        (await onSecond.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Too late', x: 0, y: 0 })).status,
      ).toBe(404);
    });
  },
);
