import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { fromBufferPromise, type Entry } from 'yauzl';
import { createDataExportRepository } from '@server/exports/data-export-repository';
import { workspaceArchive } from '@server/exports/workspace-archive';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { downloadFile } from '../../helpers/downloads';
import type { HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { collect } from '../../helpers/zip-files';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/** GET /api/exports/workspace (the whole workspace as a zip, for its owner) and GET /api/exports/me. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const download = (user: HttpClient, path: string) => downloadFile(app.url, user, path);

/** Every file of a zip by name, as text; yauzl refuses absolute names and names that climb out (`..`). */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then(collect)
        .then((data) => {
          files.set(entry.fileName, data.toString('utf8'));
          zip.readEntry();
        }, reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

async function ownerWithContent() {
  const owner = await signUp(app.url);
  const plan = (await owner.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
  await owner.post(`${FN}/nodes`, { mindmapId: plan, label: 'Venue', x: 700, y: 260 });
  await owner.post(`${FN}/mindmaps`, { data: { title: 'plan' } });
  const list = (await owner.post(`${FN}/todo-lists`, { title: '../x' })).body.id as string;
  const todo = (await owner.post(`${FN}/todos`, { title: 'Book the hall', list_id: list })).body.id as string;
  await owner.post(`${FN}/todo-lists`, { title: 'a/b\\c.' });
  await owner.post(`${FN}/todos`, { title: 'Water the plants' });
  const board = (await owner.post('/api/boards', { title: '..' })).body.id as string;
  const card = await owner.post('/api/kanban/cards', {
    board_id: board,
    column_id: 'new',
    title: 'Order chairs',
  });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  const todoComment = await owner.post(`${FN}/todo-comments`, { todoId: todo, comment: 'Call on Monday' });
  expect(todoComment.status).toBe(201);
  const editor = await signUp(app.url);
  const viewer = await signUp(app.url);
  await joinWorkspace(owner, editor, 'editor');
  await joinWorkspace(owner, viewer, 'viewer');
  const cardComment = await editor.post(`${FN}/kanban-card-comments`, {
    cardId: card.body.id,
    comment: 'Forty, not thirty',
  });
  expect(cardComment.status).toBe(201);
  return { owner, editor, viewer, todoComment: todoComment.body.id as string };
}

describe('GET /api/exports/workspace', () => {
  it('holds every map, list and board, the comments with their authors, the members and a README, and nothing of another workspace', async () => {
    const stranger = await signUp(app.url);
    await stranger.post(`${FN}/mindmaps`, { data: { title: 'Stranger secret map' } });
    const { owner, editor, viewer, todoComment } = await ownerWithContent();
    // A comment whose author's account is gone names no one.
    await app.database.db
      .updateTable('comments')
      .set({ author_id: null })
      .where('id', '=', todoComment)
      .execute();

    const file = await download(owner, '/api/exports/workspace');
    expect(file.status).toBe(200);
    expect(file.type).toContain('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(file.disposition).toMatch(new RegExp(`^attachment; filename="mindlane-[\\w-]+-${today}\\.zip"`));
    const files = await unzip(file.bytes);
    const names = [...files.keys()].sort();
    expect(names).toEqual(
      [
        'README.txt',
        'boards/Board.csv',
        'boards/Board.json',
        'comments.csv',
        'lists/Inbox (to-dos in no list).csv',
        'lists/Inbox (to-dos in no list).md',
        'lists/a b c.csv',
        'lists/a b c.md',
        'lists/x.csv',
        'lists/x.md',
        'maps/Plan.json',
        'maps/Plan.opml',
        'maps/plan (2).json',
        'maps/plan (2).opml',
        'members.csv',
      ].sort(),
    );
    const readme = files.get('README.txt')!;
    for (const name of names.filter((entry) => entry !== 'README.txt')) expect(readme).toContain(name);
    expect(files.get('maps/Plan.opml')).toContain('Venue');
    expect(
      JSON.parse(files.get('maps/Plan.json')!).nodes.map((node: { label: string }) => node.label),
    ).toContain('Venue');
    expect(files.get('lists/x.md')).toContain('Book the hall');
    expect(files.get('lists/Inbox (to-dos in no list).md')).toContain('Water the plants');
    expect(files.get('boards/Board.csv')).toContain('Order chairs');
    expect(JSON.parse(files.get('boards/Board.json')!).cards[0].name).toBe('Order chairs');
    const comments = files.get('comments.csv')!;
    expect(comments).toMatch(/Anon,,to-do,[\w-]+,lists\/x,Call on Monday/);
    expect(comments).toContain(`,${editor.email},card,`);
    expect(comments).toContain('boards/Board,"Forty, not thirty"');
    const members = files.get('members.csv')!;
    expect(members).toContain(`${owner.email},owner`);
    expect(members).toContain(`${editor.email},editor`);
    expect(members).toContain(`${viewer.email},viewer`);
    for (const text of files.values()) {
      expect(text).not.toContain('Stranger secret map');
      expect(text).not.toContain(stranger.email);
    }
  });

  it('refuses an editor, a viewer and an API token, even the owner’s', async () => {
    const { owner, editor, viewer } = await ownerWithContent();
    expect((await download(editor, '/api/exports/workspace')).status).toBe(403);
    expect((await download(viewer, '/api/exports/workspace')).status).toBe(403);
    const workspaceId = await currentWorkspaceId(owner);
    const { secret } = await createToken(owner, { workspaceId, scope: 'read-write' });
    const answer = await createBearerClient(app.url, secret).get('/api/exports/workspace');
    expect(answer.status).toBe(403);
  });
  it('reads each document only once the files before it have gone out, so memory holds one at a time', async () => {
    const owner = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(owner);
    for (let list = 0; list < 4; list += 1) {
      const id = (await owner.post(`${FN}/todo-lists`, { title: `List ${list}` })).body.id as string;
      for (let todo = 0; todo < 16; todo += 1) {
        // Random text barely compresses: each list is about 500 kB in the archive.
        const description = randomBytes(15_000).toString('base64');
        expect(
          (await owner.post(`${FN}/todos`, { title: `To-do ${todo}`, list_id: id, description })).status,
        ).toBe(201);
      }
    }
    const sentWhenRead: number[] = [];
    let sent = 0;
    const archive = workspaceArchive(
      {
        repository: createDataExportRepository(app.database.db),
        withDocument: (name, read) => {
          sentWhenRead.push(sent);
          return app.app.documents.withDocument(name, read);
        },
        log: app.app.log,
      },
      { id: workspaceId, name: 'Streaming' },
      new Date(),
    );
    for await (const chunk of archive) sent += (chunk as Buffer).length;
    expect(sentWhenRead).toHaveLength(4);
    // What the pipes between the reader and the archive hold (a few buffers) is the only slack.
    const perList = sent / 4;
    for (const [index, bytes] of sentWhenRead.entries())
      expect(bytes).toBeGreaterThan(index * perList - 250_000);
    expect(perList).toBeGreaterThan(400_000);
  });
});

describe('GET /api/exports/me', () => {
  it("holds the account's profile, workspaces, comments and token names, never a token's secret or hash", async () => {
    const { owner, editor } = await ownerWithContent();
    const workspaceId = await currentWorkspaceId(owner);
    const { secret } = await createToken(owner, { name: 'Nightly report', workspaceId, scope: 'read' });
    const file = await download(owner, '/api/exports/me');
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/^attachment; filename="mindlane-my-data-\d{4}-\d\d-\d\d\.json"/);
    const text = file.bytes.toString('utf8');
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: owner.email, emailVerified: true });
    expect(data.workspaces).toEqual([expect.objectContaining({ id: workspaceId, role: 'owner' })]);
    expect(data.comments).toEqual([
      expect.objectContaining({ text: 'Call on Monday', on: expect.objectContaining({ kind: 'todo' }) }),
    ]);
    expect(data.comments[0].on.in).toMatchObject({ kind: 'todolist', title: '../x' });
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: 'Nightly report', scope: 'read' })]);
    expect(text).not.toContain(secret);
    const hash = await app.database.db
      .selectFrom('api_tokens')
      .select('token_hash')
      .where('name', '=', 'Nightly report')
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash.token_hash);
    expect(text).not.toContain('Forty, not thirty');

    const editorData = JSON.parse((await download(editor, '/api/exports/me')).bytes.toString('utf8'));
    expect(editorData.comments.map((comment: { text: string }) => comment.text)).toEqual([
      'Forty, not thirty',
    ]);
    expect(editorData.workspaces.map((workspace: { role: string }) => workspace.role).sort()).toEqual([
      'editor',
      'owner',
    ]);
  });

  it('refuses an API token', async () => {
    const owner = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(owner);
    const { secret } = await createToken(owner, { workspaceId });
    expect((await createBearerClient(app.url, secret).get('/api/exports/me')).status).toBe(403);
  });
});
