import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readColumns } from '@shared/schema/board';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { newDocumentSeed, type ItemKind } from '@shared/schema/new-document';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface Kind {
  kind: ItemKind;
  path: string;
  /** Where the items of this kind are listed. */
  list: string;
  body(fields: Record<string, unknown>): unknown;
}

const KINDS: Kind[] = [
  { kind: 'mindmap', path: `${FN}/mindmaps`, list: `${FN}/mindmaps`, body: (fields) => ({ data: fields }) },
  { kind: 'todolist', path: `${FN}/todo-lists`, list: `${FN}/todo-lists`, body: (fields) => fields },
  { kind: 'board', path: `${FN}/boards`, list: `${FN}/boards`, body: (fields) => fields },
  { kind: 'board', path: `${FN}/kanban-boards`, list: `${FN}/boards`, body: (fields) => fields },
];

async function listIds(client: HttpClient, kind: Kind): Promise<string[]> {
  const answer = (await client.get(kind.list)).body as { id: string | null }[];
  return answer.map((item) => item.id).filter((id): id is string => id !== null);
}

describe.each(KINDS)('POST $path with an id made on the device', (kind) => {
  it('creates the item under that id, and a retry answers 200 with the same id without making two', async () => {
    const user = await signUp(app.url);
    const id = randomUUID();
    const body = kind.body({ title: 'Offline plan', id, createdAt: new Date().toISOString() });
    expect(await user.post(kind.path, body)).toMatchObject({ status: 201, body: { id } });
    expect(await user.post(kind.path, body)).toMatchObject({ status: 200, body: { id } });
    expect(await listIds(user, kind)).toEqual([id]);
  });

  it('makes two creates of one id sent at once into one item', async () => {
    const user = await signUp(app.url);
    const id = randomUUID();
    const body = kind.body({ title: 'Twice', id });
    const answers = await Promise.all([user.post(kind.path, body), user.post(kind.path, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await listIds(user, kind)).toEqual([id]);
  });

  it("refuses with 409 an id another user's workspace holds, and leaves that item alone", async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const id = randomUUID();
    expect((await owner.post(kind.path, kind.body({ title: 'Mine', id }))).status).toBe(201);
    const taken = await stranger.post(kind.path, kind.body({ title: 'Theirs', id }));
    expect(taken).toMatchObject({ status: 409, body: { error: 'id: already used by another item' } });
    expect(await listIds(stranger, kind)).toEqual([]);
    expect(await listIds(owner, kind)).toEqual([id]);
  });

  it('refuses a malformed id or time with a 400 and creates nothing', async () => {
    const user = await signUp(app.url);
    for (const fields of [
      { id: 'not-a-uuid' },
      { id: '' },
      { id: 42 },
      { id: `${randomUUID()}x` },
      { id: randomUUID(), createdAt: 'yesterday' },
      { id: randomUUID(), createdAt: 17 },
    ]) {
      const answer = await user.post(kind.path, kind.body({ title: 'Bad', ...fields }));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
    expect(await listIds(user, kind)).toEqual([]);
  });

  it('takes an upper-case id as its lower-case spelling', async () => {
    const user = await signUp(app.url);
    const id = randomUUID();
    const answer = await user.post(kind.path, kind.body({ title: 'Shouting', id: id.toUpperCase() }));
    expect(answer).toMatchObject({ status: 201, body: { id } });
  });
});

describe('a device-made create refused', () => {
  it("at the plan limit gets the limit's text, while a retry of one already made still answers 200", async () => {
    const user = await signUp(app.url);
    const [one, two] = [randomUUID(), randomUUID()];
    expect((await user.post(`${FN}/mindmaps`, { data: { title: 'One', id: one } })).status).toBe(201);
    expect((await user.post(`${FN}/mindmaps`, { data: { title: 'Two', id: two } })).status).toBe(201);
    const third = await user.post(`${FN}/mindmaps`, { data: { title: 'Three', id: randomUUID() } });
    expect(third).toMatchObject({ status: 403, body: { error: 'Mindmap limit reached' } });
    expect((await user.post(`${FN}/mindmaps`, { data: { title: 'Two', id: two } })).status).toBe(200);
  });

  it('from a member who is now a viewer gets 403', async () => {
    const owner = await signUp(app.url);
    const member = await signUp(app.url);
    const id = randomUUID();
    expect((await owner.post(`${FN}/mindmaps`, { data: { title: 'Shared', id } })).status).toBe(201);
    await joinWorkspace(owner, member, 'viewer');
    const refused = await member.post(`${FN}/mindmaps`, { data: { title: 'Mine', id: randomUUID() } });
    expect(refused.status).toBe(403);
    expect(await member.post(`${FN}/todo-lists`, { title: 'List', id: randomUUID() })).toMatchObject({
      status: 403,
    });
  });
});

describe("the device's first state meeting the server's", () => {
  it('holds one root when the device made the map offline and added a node to it', async () => {
    const user = await signUp(app.url);
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    const device = new Y.Doc();
    Y.applyUpdate(
      device,
      newDocumentSeed('mindmap', { id, title: 'Train notes', description: '' }, createdAt),
    );
    const child = addNode(device, { parentId: id, label: 'Written offline', x: 500, y: 300 })!;

    const answer = await user.post(`${FN}/mindmaps`, { data: { title: 'Train notes', id, createdAt } });
    expect(answer.status).toBe(201);
    const editor = openDocument(app.url, `mindmap:${id}`, { client: user, doc: device });
    try {
      await editor.synced();
      await editor.acknowledged();
    } finally {
      editor.close();
    }
    await eventually(async () => {
      const nodes = (await user.get(`${FN}/nodes?mindmapId=${id}`)).body as {
        id: string;
        parentId: string;
      }[];
      return nodes.length === 2 && nodes.some((node) => node.id === child && node.parentId === id);
    });
    const check = openDocument(app.url, `mindmap:${id}`, { client: user });
    try {
      await check.synced();
      const map = readMindmap(check.doc);
      expect(map.rootId).toBe(id);
      expect(map.nodes.filter((node) => node.parentId === null)).toHaveLength(1);
    } finally {
      check.close();
    }
  });

  it('holds one In-Progress lane when the device made the board offline', async () => {
    const user = await signUp(app.url);
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    const device = new Y.Doc();
    Y.applyUpdate(device, newDocumentSeed('board', { id, title: 'Sprint', description: 'x' }, createdAt));

    const answer = await user.post(`${FN}/boards`, { title: 'Sprint', description: 'x', id, createdAt });
    expect(answer.status).toBe(201);
    const editor = openDocument(app.url, `board:${id}`, { client: user, doc: device });
    try {
      await editor.synced();
      await editor.acknowledged();
      expect(readColumns(editor.doc).map((column) => column.title)).toEqual(['New', 'In-Progress', 'Done']);
    } finally {
      editor.close();
    }
  });
});
