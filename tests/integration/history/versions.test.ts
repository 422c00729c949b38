import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { addNode } from '@shared/schema/mindmap';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { createTestClock } from '../../helpers/clock';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { documentAtVersion } from '../../helpers/history';
import type { HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A document's history: versions cut once it rests a minute or after ten minutes of editing, named on
 * demand from the live document, listed newest first by pages, each read back as it was.
 */

const MINUTE = 60_000;
const clock = createTestClock(new Date());
let app: TestApp;
const open: DocumentClient[] = [];

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => {
  for (const client of open) client.close();
  await app?.close();
});

async function newMap(user: HttpClient) {
  const created = await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const mapId = created.body.id as string;
  return { mapId, versions: `/api/documents/mindmap/${mapId}/versions` };
}

const addLabel = async (user: HttpClient, mindmapId: string, label: string) => {
  const added = await user.post(`${FN}/nodes`, { mindmapId, label, x: 0, y: 0 });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
};

/** The labels of the map at a version, read from its Yjs state. */
async function labelsAt(user: HttpClient, path: string, versionId: string): Promise<string[]> {
  const document = await documentAtVersion(user, app.url, path, versionId);
  return readMindmap(document)
    .nodes.map((node) => node.label)
    .sort();
}

describe('a map’s versions', () => {
  it('are cut after a minute’s rest, newest first, each read back as it was', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    await addLabel(user, mapId, 'Venue');
    // Still being edited: nothing is cut yet.
    expect((await user.get(versions)).body).toEqual({ versions: [], nextCursor: null });

    clock.advance(MINUTE);
    const first = (await user.get(versions)).body.versions;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: null, authors: [{ kind: 'member', name: expect.any(String) }] });
    expect(first[0].summary['node.created']).toBeGreaterThan(0);

    await addLabel(user, mapId, 'Catering');
    clock.advance(MINUTE);
    const both = (await user.get(versions)).body.versions;
    expect(both.map((version: { id: string }) => version.id)).toEqual([expect.any(String), first[0].id]);
    expect(both[0].summary).toEqual({ 'node.created': 1 });
    expect(await labelsAt(user, versions, first[0].id)).toContain('Venue');
    expect(await labelsAt(user, versions, first[0].id)).not.toContain('Catering');
    expect(await labelsAt(user, versions, both[0].id)).toEqual(expect.arrayContaining(['Venue', 'Catering']));
  });

  it('are cut every ten minutes while editing goes on without a rest', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    // An edit every half minute: never a rest, and the open version is cut once it spans ten minutes.
    for (let edit = 0; edit < 19; edit += 1) {
      await addLabel(user, mapId, `Idea ${edit}`);
      clock.advance(MINUTE / 2);
    }
    expect((await user.get(versions)).body.versions).toHaveLength(0);
    await addLabel(user, mapId, 'Idea 19');
    clock.advance(MINUTE / 2);
    await addLabel(user, mapId, 'Idea 20');
    expect((await user.get(versions)).body.versions).toHaveLength(1);
    clock.advance(MINUTE);
    const [last, first] = (await user.get(versions)).body.versions as Array<{ id: string }>;
    // The first version's tail grew by twenty stores: it holds each of their edits, and none after.
    const ideas = (labels: string[]) => labels.filter((label) => label.startsWith('Idea'));
    expect(ideas(await labelsAt(user, versions, first!.id))).toHaveLength(20);
    expect(ideas(await labelsAt(user, versions, last!.id))).toHaveLength(21);
  });

  it('read back across checkpoints: each version holds what was added up to it and nothing after', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    const rounds = 28;
    for (let round = 1; round <= rounds; round += 1) {
      await addLabel(user, mapId, `Step ${round}`);
      await addLabel(user, mapId, `Step ${round} detail`);
      clock.advance(MINUTE);
      expect((await user.get(`${versions}?limit=1`)).status).toBe(200);
    }
    const listed = (await user.get(`${versions}?limit=100`)).body.versions as Array<{ id: string }>;
    expect(listed).toHaveLength(rounds);
    const steps = async (index: number) =>
      (await labelsAt(user, versions, listed[rounds - index]!.id)).filter((label) =>
        label.startsWith('Step'),
      );
    for (const round of [1, 2, 25, 26, 27, 28]) {
      expect((await steps(round)).length, `version ${round}`).toBe(round * 2);
      expect(await steps(round)).not.toContain(`Step ${round + 1}`);
    }
  });

  it('holds every store of a long version, its many parts merged now and then', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    for (let edit = 0; edit < 150; edit += 1) await addLabel(user, mapId, `Idea ${edit}`);
    const parts = await app.app.database.db
      .selectFrom('document_version_parts as p')
      .innerJoin('document_versions as v', 'v.id', 'p.version_id')
      .select('p.id')
      .where('v.document_name', '=', `mindmap:${mapId}`)
      .execute();
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.length).toBeLessThan(64);
    const named = await user.post(versions, { name: 'All of them' });
    const labels = await labelsAt(user, versions, named.body.id);
    expect(labels.filter((label) => label.startsWith('Idea'))).toHaveLength(150);
  });

  it('takes a name from the live document, edits not stored yet included, and pages by cursor', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    const editor = openDocument(app.url, `mindmap:${mapId}`, { client: user });
    open.push(editor);
    await editor.synced();
    addNode(editor.doc, { label: 'Whiteboard', parentId: readMindmap(editor.doc).nodes[0]!.id, x: 0, y: 0 });
    await editor.acknowledged();

    const named = await user.post(versions, { name: '  Before the workshop ' });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(named.body).toMatchObject({ name: 'Before the workshop' });
    expect(await labelsAt(user, versions, named.body.id)).toContain('Whiteboard');
    const page = await user.get(`${versions}?limit=1`);
    expect(page.body.versions.map((version: { id: string }) => version.id)).toEqual([named.body.id]);

    await addLabel(user, mapId, 'Agenda');
    expect((await user.post(versions, { name: 'After' })).status).toBe(201);
    const newest = await user.get(`${versions}?limit=1`);
    expect(newest.body.versions[0].name).toBe('After');
    const next = await user.get(`${versions}?limit=1&cursor=${newest.body.nextCursor}`);
    expect(next.body.versions[0].id).toBe(named.body.id);
  });

  it('answers 404 to another workspace and 400 to what is not a document, a version or a name', async () => {
    const user = await signUp(app.url);
    const { versions } = await newMap(user);
    const stranger = await signUp(app.url);
    expect((await stranger.get(versions)).status).toBe(404);
    expect((await stranger.post(versions, { name: 'Mine' })).status).toBe(404);
    expect((await user.get('/api/documents/spreadsheet/abc/versions')).status).toBe(400);
    expect((await user.get(`${versions}?limit=0`)).status).toBe(400);
    expect((await user.get(`${versions}?cursor=x`)).status).toBe(400);
    expect((await user.post(versions, { name: '   ' })).status).toBe(400);
    expect((await user.post(versions, { name: 'x'.repeat(201) })).status).toBe(400);
    expect((await user.get(`${versions}/12/update`)).status).toBe(404);
    expect((await user.get(`${versions}/abc/update`)).status).toBe(400);
  });

  it('go with their document when it is deleted', async () => {
    const user = await signUp(app.url);
    const { mapId, versions } = await newMap(user);
    expect((await user.post(versions, { name: 'Kept' })).status).toBe(201);
    expect((await user.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
    const left = await app.app.database.db
      .selectFrom('document_versions')
      .select('id')
      .where('document_name', '=', `mindmap:${mapId}`)
      .execute();
    expect(left).toEqual([]);
    expect((await user.get(versions)).status).toBe(404);
  });
});

describe('versions of lists, boards and the inbox', () => {
  it('count what changed in each, by item and what happened', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
    const todoId = (await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId })).body.id as string;
    const inboxTodo = await user.post(`${FN}/todos`, { title: 'Call Leo' });
    expect(inboxTodo.status, JSON.stringify(inboxTodo.body)).toBe(201);
    const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
    expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
    clock.advance(MINUTE);
    expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    await app.app.jobs.runDue();
    clock.advance(MINUTE);

    const summaries = async (kind: string, id: string) =>
      (
        (await user.get(`/api/documents/${kind}/${id}/versions`)).body.versions as Array<{
          summary: Record<string, number>;
        }>
      ).map((version) => version.summary);
    expect(await summaries('todolist', listId)).toEqual([
      { 'todo.completed': 1 },
      expect.objectContaining({ 'todo.created': 1 }),
    ]);
    expect((await summaries('board', boardId))[0]).toMatchObject({ 'card.lane': 1 });
    expect((await summaries('inbox', workspaceId))[0]).toMatchObject({ 'todo.created': 1 });
    const other = await signUp(app.url);
    expect((await other.get(`/api/documents/inbox/${workspaceId}/versions`)).status).toBe(404);
  });
});
