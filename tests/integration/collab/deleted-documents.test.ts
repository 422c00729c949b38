import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ID_IN_USE, ID_OF_DELETED } from '@shared/api/fields';
import { DOCUMENT_DELETED_REASON } from '@shared/presence';
import { formatDocumentName } from '@shared/schema/document-name';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { CONTENT_KINDS, type ContentKind } from '../../helpers/documents';
import { eventually, sameSessionAt, type HttpClient } from '../../helpers/http';
import { signUpMember } from '../../helpers/teams';
import { startTestApp, twoInstancesOverRedis, type TestApp } from '../../helpers/test-app';

/** Each kind's create, delete and list routes, and the page that shows one (and loads it ahead). */
const ROUTES: Record<
  ContentKind,
  { path: string; page: string; body: (id: string, title: string) => object }
> = {
  mindmap: { path: 'mindmaps', page: '/maps/', body: (id, title) => ({ data: { id, title } }) },
  todolist: { path: 'todo-lists', page: '/todos/', body: (id, title) => ({ id, title }) },
  board: { path: 'boards', page: '/kanban/', body: (id, title) => ({ id, title }) },
};

async function create(client: HttpClient, kind: ContentKind, id: string, title: string) {
  return client.post(`${FN}/${ROUTES[kind].path}`, ROUTES[kind].body(id, title));
}

async function createdItem(client: HttpClient, kind: ContentKind, title: string): Promise<string> {
  const id = randomUUID();
  const created = await create(client, kind, id, title);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return id;
}

/** Whether any item of `kind` the client's workspace lists has id `id` or title `title`. */
async function listsAny(client: HttpClient, kind: ContentKind, id: string, title: string) {
  const listed = await client.get(`${FN}/${ROUTES[kind].path}`);
  expect(listed.status).toBe(200);
  return (listed.body as Array<{ id: string; title: string }>).some(
    (item) => item.id === id || item.title === title,
  );
}

async function remove(client: HttpClient, kind: ContentKind, id: string) {
  const deleted = await client.delete(`${FN}/${ROUTES[kind].path}?id=${id}`);
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
}

/**
 * A deleted item's id, created again by a stranger and by its owner: both refused (409), the stranger told
 * nothing of what the id was, and neither workspace lists anything of it.
 */
async function expectSpent(
  kind: ContentKind,
  id: string,
  title: string,
  { owner, stranger }: { owner: HttpClient; stranger: HttpClient },
) {
  const strangers = await create(stranger, kind, id, 'Mine now');
  expect(strangers.status, JSON.stringify(strangers.body)).toBe(409);
  expect(strangers.body).toEqual({ error: ID_IN_USE });
  const owners = await create(owner, kind, id, title);
  expect(owners.status, JSON.stringify(owners.body)).toBe(409);
  expect(owners.body).toEqual({ error: ID_OF_DELETED });
  expect(await listsAny(stranger, kind, id, title)).toBe(false);
  expect(await listsAny(owner, kind, id, title)).toBe(false);
}

/** Opens a document and keeps the reasons the server closes it with. */
function watchedDocument(baseUrl: string, name: string, client: HttpClient) {
  const document = openDocument(baseUrl, name, { client });
  const closes: Array<{ reason: string }> = [];
  // One document of a shared socket closes by a message carrying its reason only.
  document.provider.on('close', ({ event }: { event: { reason: string } }) =>
    closes.push({ reason: event.reason }),
  );
  return Object.assign(document, { closes });
}

describe('a deleted map, list or board', () => {
  let app: TestApp;
  const open: DocumentClient[] = [];
  const track = <T extends DocumentClient>(client: T) => (open.push(client), client);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterEach(() => open.splice(0).forEach((client) => client.close()));
  afterAll(() => app?.close());

  it.each(CONTENT_KINDS)(
    'is %s whose id nobody can create again, and nothing of it comes back',
    async (kind) => {
      const owner = await signUp(app.url);
      const stranger = await signUp(app.url);
      const title = `Secret ${randomUUID()}`;
      const id = await createdItem(owner, kind, title);
      const name = formatDocumentName(kind, id);
      // A page view loads the document and holds it for the page's socket.
      expect((await owner.get(`${ROUTES[kind].page}${id}`)).status).toBeLessThan(500);
      await eventually(() => app.app.documents.isLoaded(name));

      await remove(owner, kind, id);
      // Let go of before the delete answers: the page view's hold, the document, what was cached of it.
      expect(app.app.documents.isLoaded(name)).toBe(false);

      await expectSpent(kind, id, title, { owner, stranger });
      expect(app.app.documents.isLoaded(name)).toBe(false);
    },
  );

  it.each(CONTENT_KINDS)(
    'tells a member that a %s was deleted, and a stranger only what a missing one says',
    async (kind) => {
      const owner = await signUp(app.url);
      const { member } = await signUpMember(app.url, owner);
      const stranger = await signUp(app.url);
      const id = await createdItem(owner, kind, 'Going');
      const name = formatDocumentName(kind, id);
      const editor = track(watchedDocument(app.url, name, member));
      await editor.synced();

      await remove(owner, kind, id);
      await eventually(() => editor.closes.length > 0);
      expect(editor.closes[0]?.reason).toBe(DOCUMENT_DELETED_REASON);

      const again = track(openDocument(app.url, name, { client: member }));
      const strangers = track(openDocument(app.url, name, { client: stranger }));
      const missing = track(
        openDocument(app.url, formatDocumentName(kind, randomUUID()), { client: stranger }),
      );
      await eventually(() => again.refused() && strangers.refused() && missing.refused());
      expect(again.refused()).toBe(DOCUMENT_DELETED_REASON);
      expect(strangers.refused()).toBe(missing.refused());
      expect(strangers.refused()).not.toBe(DOCUMENT_DELETED_REASON);
      expect(strangers.provider.isSynced).toBe(false);
    },
  );

  it('refuses a create of a name still loaded, whose rows are gone, and hands its copy to nobody', async () => {
    const owner = await signUp(app.url);
    const stranger = await signUp(app.url);
    const title = `Secret ${randomUUID()}`;
    const id = await createdItem(owner, 'mindmap', title);
    const name = formatDocumentName('mindmap', id);
    // Something still holds the document (a write under way) while its rows go and its name is free
    // again, as after a create that was taken back.
    const holder = await app.app.collab.hocuspocus.openDirectConnection(name, { system: true });
    try {
      await app.app.database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mindmaps').where('id', '=', id).execute();
        await app.app.repos.documents.undoCreate(name, trx);
      });
      const refused = await create(stranger, 'mindmap', id, 'Mine now');
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body).toEqual({ error: ID_IN_USE });
      expect(await listsAny(stranger, 'mindmap', id, title)).toBe(false);
    } finally {
      await holder.disconnect();
    }
  });
});

/**
 * Two instances, A and B, on one PostgreSQL schema and one Redis: a deletion through A lets go of the
 * document on B too, and no create through either brings it back.
 */
const missing = !process.env.REDIS_URL || !process.env.TEST_DATABASE_URL;

describe.skipIf(missing)(
  'a deleted document across instances (needs TEST_DATABASE_URL and REDIS_URL)',
  () => {
    const instances = twoInstancesOverRedis();
    const open: DocumentClient[] = [];
    afterEach(() => open.splice(0).forEach((client) => client.close()));

    it.each(CONTENT_KINDS)(
      'is a %s let go of on B when deleted through A, and never created again',
      async (kind) => {
        const { first: a, second: b } = instances;
        const owner = await signUp(a.url);
        const ownerOnB = sameSessionAt(b.url, owner);
        const stranger = sameSessionAt(b.url, await signUp(a.url));
        const title = `Secret ${randomUUID()}`;
        const id = await createdItem(owner, kind, title);
        const name = formatDocumentName(kind, id);
        // On B the document is loaded by an editor and held by a page view.
        const editor = watchedDocument(b.url, name, ownerOnB);
        open.push(editor);
        await editor.synced();
        expect((await ownerOnB.get(`${ROUTES[kind].page}${id}`)).status).toBeLessThan(500);
        // The editor's connection and the page view's hold.
        await eventually(() => b.app.collab.hocuspocus.documents.get(name)?.getConnectionsCount() === 2);

        await remove(owner, kind, id);
        await eventually(() => !b.app.documents.isLoaded(name), 2_000);
        expect(editor.closes[0]?.reason).toBe(DOCUMENT_DELETED_REASON);

        await expectSpent(kind, id, title, { owner: ownerOnB, stranger });
        expect(a.app.documents.isLoaded(name) || b.app.documents.isLoaded(name)).toBe(false);
      },
    );
  },
);
