import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** The search index's rows of a workspace: its items' texts, and which of its documents are built. */
async function indexed(workspaceId: string): Promise<number> {
  const { db } = app.database;
  const items = await db
    .selectFrom('search_items')
    .select('item_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  const documents = await db
    .selectFrom('search_documents')
    .select('document_name')
    .where('workspace_id', '=', workspaceId)
    .execute();
  return items.length + documents.length;
}

describe('the search index of a removed workspace', () => {
  it('goes with the workspace: no title, label or description of it stays behind', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Private plans' } });
    expect(map.status).toBe(201);
    const node = await user.post(`${FN}/nodes`, {
      mindmapId: map.body.id,
      label: 'Salary review',
      x: 0,
      y: 0,
    });
    expect(node.status).toBe(201);
    await app.app.jobs.runDue();
    const found = await user.get(`/api/search?q=salary`);
    expect(found.body.results).toHaveLength(1);
    expect(await indexed(workspaceId)).toBeGreaterThan(0);

    await app.database.db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
    expect(await indexed(workspaceId)).toBe(0);
  });
});
