import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/**
 * The change record of a map, a list or a board starts with the document itself: its creation, by its
 * creator (a member or an API token), with its title and description; the changes of its content follow.
 */
describe('a whole document in the change record', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const firstChange = (documentName: string) =>
    app.app.database.db
      .selectFrom('document_changes')
      .select(['item_kind', 'item_id', 'action', 'fields', 'authors'])
      .where('document_name', '=', documentName)
      .orderBy('id')
      .executeTakeFirst();

  it('records a map, a list and a board created, with who created them', async () => {
    const user = await signUp(app.url);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
    const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch', description: 'Week 1' })).body
      .id as string;
    const token = await createToken(user, { name: 'Importer', workspaceId: await currentWorkspaceId(user) });
    const client = createBearerClient(app.url, token.secret);
    const boardId = (await client.post('/api/boards', { title: 'Sprint' })).body.id as string;

    const member = expect.objectContaining({ kind: 'member' });
    expect(await firstChange(`mindmap:${mapId}`)).toEqual({
      item_kind: 'map',
      item_id: mapId,
      action: 'created',
      fields: { title: { previous: null, value: 'Plan' }, description: { previous: null, value: '' } },
      authors: [member],
    });
    expect(await firstChange(`todolist:${listId}`)).toMatchObject({
      item_kind: 'list',
      action: 'created',
      fields: { title: { value: 'Launch' }, description: { value: 'Week 1' } },
      authors: [member],
    });
    expect(await firstChange(`board:${boardId}`)).toMatchObject({
      item_kind: 'board',
      action: 'created',
      authors: [{ kind: 'token', name: 'Importer' }],
    });
  });
});
