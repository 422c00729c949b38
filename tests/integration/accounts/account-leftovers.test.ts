import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '@server/db/schema';
import { FN, PASSWORD } from '../../helpers/accounts';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';
import {
  fillWorkspace,
  keyedLeftovers,
  leftovers,
  namesOf,
  ownerWithTwoWorkspaces,
} from '../workspaces/deletion-world';

/**
 * Nothing left behind: a workspace holding every kind of content is deleted, then its owner's account,
 * which also worked in someone else's workspace; afterwards no table holds a row naming either, and no
 * stored form of the other workspace's documents (snapshots, update logs, rejected updates) or webhook
 * events holds the person's name or address. What is kept on purpose is listed in docs/decisions.md.
 */

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

/**
 * Every stored byte of the workspace's documents but their versions, read from one view of the database
 * (a store compacting between the reads would move an entry from the log into a snapshot already read).
 */
async function storedDocuments(workspaceId: string): Promise<Buffer> {
  return app.database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => storedDocumentsIn(trx, workspaceId));
}

async function storedDocumentsIn(db: Kysely<DB>, workspaceId: string): Promise<Buffer> {
  const names = await db
    .selectFrom('documents')
    .select(['name', 'snapshot'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const parts: Uint8Array[] = names.flatMap((row) => (row.snapshot ? [row.snapshot] : []));
  for (const table of ['document_updates', 'document_rejected_updates'] as const) {
    for (const { name } of names) {
      const rows = await db.selectFrom(table).select('update').where('document_name', '=', name).execute();
      parts.push(...rows.map((row) => row.update));
    }
  }
  expect(names.length).toBeGreaterThan(0);
  return Buffer.concat(parts);
}

function ok(answer: { status: number; body: any }, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

describe('deleting a workspace and then its owner’s account', () => {
  it('leaves no row of either, and the person’s name and address in no stored document', async () => {
    const { owner, workspaceId, host, otherWorkspaceId } = await ownerWithTwoWorkspaces(app);
    const world = await fillWorkspace(app, owner, receiver);
    const names = await namesOf(app, workspaceId);
    const userId = ok(await owner.get(`${FN}/me`)).user.sub as string;
    const person = [owner.email, owner.email.split('@')[0]!];

    // In the host's workspace, whose webhooks hear everything, the owner comments and moves a card, which
    // names them in the board.
    ok(await host.post('/api/webhooks', { url: receiver.url, events: ['*'] }), 201);
    const list = ok(await host.post(`${FN}/todo-lists`, { title: 'Shared' }), 201);
    const todo = ok(await host.post(`${FN}/todos`, { title: 'Book the van', list_id: list.id }), 201);
    const board = ok(await host.post(`${FN}/boards`, { title: 'Shared board', description: '' }), 201);
    const card = ok(
      await host.post('/api/kanban/cards', { board_id: board.id, column_id: 'new', title: 'Van' }),
      201,
    );
    ok(await owner.post(`${FN}/workspaces/current`, { workspaceId: otherWorkspaceId }));
    ok(await owner.post(`${FN}/todo-comments`, { todoId: todo.id, comment: 'I can drive' }), 201);
    ok(await owner.patch(`/api/kanban/cards/${card.id as string}`, { column_id: 'done' }));
    await app.app.jobs.runDue();
    expect((await storedDocuments(otherWorkspaceId)).includes(person[1]!)).toBe(true);

    ok(await owner.post(`${FN}/workspaces/current`, { workspaceId }));
    const workspaceName = ok(await owner.get('/api/workspaces')).find((one: any) => one.current).name;
    ok(await owner.request('DELETE', `/api/workspaces/${workspaceId}`, { confirm: workspaceName }));
    ok(await owner.request('DELETE', '/api/me', { password: PASSWORD }), 204);
    await app.app.jobs.runDue();

    expect(await leftovers(app, [...names, userId, ...person])).toEqual([]);
    expect(
      await keyedLeftovers(
        app,
        workspaceId,
        names.filter((name) => name.includes(':')),
      ),
    ).toEqual([]);
    const stored = await storedDocuments(otherWorkspaceId);
    for (const trace of person) expect(stored.includes(trace), trace).toBe(false);
    // Its webhook events (the owner's leaving among them) name the owner no more.
    const events = await app.database.db
      .selectFrom('webhook_events')
      .select(['type', 'data'])
      .where('workspace_id', '=', otherWorkspaceId)
      .execute();
    expect(events.map((event) => event.type)).toContain('member.removed');
    const told = JSON.stringify(events).toLowerCase();
    for (const trace of person) expect(told.includes(trace.toLowerCase()), trace).toBe(false);
    // What the owner wrote there stays, signed by nobody.
    const thread = ok(await host.get(`${FN}/todo-comments?todoId=${todo.id as string}`));
    expect(thread).toEqual([expect.objectContaining({ comment: 'I can drive', author: 'Anon' })]);
    expect(world.member.email).not.toBe(owner.email);
  });
});
