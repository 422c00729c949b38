import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_CHANGES_JOB } from '@server/documents/changes';
import { JOB_LEASE_MS } from '@server/plugins/app/jobs/job-runner';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock } from '../../helpers/clock';
import { currentWorkspaceId } from '../../helpers/documents';
import { holdNextCall } from '../../helpers/held-calls';
import { changesOf, followJobs, linkedTodo } from '../../helpers/linked-todos';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A map, list or board deleted (or its whole workspace) while the change record holds its changes and jobs
 * following them are waiting or running: nothing of it is left in the record or the queue, no job fails or
 * keeps retrying, and nothing is sent for it after the delete.
 */

const clock = createTestClock(new Date());
let app: TestApp;
/** How many times each workspace's data version was bumped: by a follow job that ran, or a write's answer. */
const bumps = new Map<string, number>();

beforeAll(async () => {
  app = await startTestApp({ clock });
  const versions = app.app.dataVersions;
  const bump = versions.bump.bind(versions);
  versions.bump = async (workspaceId) => {
    bumps.set(workspaceId, (bumps.get(workspaceId) ?? 0) + 1);
    await bump(workspaceId);
  };
});
afterAll(() => app?.close());

const db = () => app.app.database.db;

/** A follow job as one waits whose instance died holding it: claimed, its lease not yet run out. */
async function orphanedFollowJob(documentName: string, workspaceId: string) {
  const rows = await changesOf(app, documentName);
  expect(rows.length).toBeGreaterThan(0);
  const payload = {
    documentName,
    workspaceId,
    from: String(rows[0]!.id),
    through: String(rows.at(-1)!.id),
  };
  const id = await app.app.jobs.enqueue(FOLLOW_CHANGES_JOB, payload, {
    dueAt: new Date(clock.now().getTime() + 60_000),
  });
  await db()
    .updateTable('jobs')
    .set({
      claimed_by: 'dead-instance',
      claimed_until: new Date(clock.now().getTime() + JOB_LEASE_MS),
      attempts: 1,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Past every lease and retry delay: whatever is left in the queue runs now. */
async function runEverythingLeft() {
  clock.advance(JOB_LEASE_MS + 60 * 60_000);
  await app.app.jobs.runDue();
}

describe('deleting a list whose changes a job still has to follow', () => {
  it('leaves no change row or job of it, and the waiting job sends nothing', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const { listId, todoId, list, board } = await linkedTodo(app, user);
    expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    await app.app.jobs.runDue();
    await orphanedFollowJob(list, workspaceId);
    const boardRows = (await changesOf(app, board)).length;

    const deleted = await user.delete(`${FN}/todo-lists?id=${listId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await changesOf(app, list)).toEqual([]);
    expect(await followJobs(app)).toEqual([]);

    // The delete request bumped the version as it answered; no job may bump it after that.
    const bumped = bumps.get(workspaceId) ?? 0;
    await runEverythingLeft();
    expect(bumps.get(workspaceId) ?? 0).toBe(bumped);
    expect((await changesOf(app, board)).length).toBe(boardRows);
    expect(await followJobs(app)).toEqual([]);
  });
});

/** The lanes of the board's card linked to the to-do, as the board's change record moved it. */
async function cardMoves(board: string, todoId: string) {
  return (await changesOf(app, board)).filter(
    (row) => row.item_kind === 'card' && row.action === 'moved' && row.item_id.includes(todoId),
  );
}

describe('deleting a list while the job following its to-do runs', () => {
  it('lets the job finish once, with no change row or job of the list left and nothing after', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const { listId, todoId, list, board } = await linkedTodo(app, user);
    // The job is claimed and running: it read the completion and waits to move the card.
    const move = holdNextCall(app.app.documents, 'withDocument', board);
    try {
      expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
      await move.reached;
      const deleted = await user.delete(`${FN}/todo-lists?id=${listId}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(await changesOf(app, list)).toEqual([]);
      move.open();
      await app.app.jobs.runDue();
    } finally {
      move.restore();
    }
    expect(await cardMoves(board, todoId)).toHaveLength(1);
    expect(await followJobs(app)).toEqual([]);
    const bumped = bumps.get(workspaceId) ?? 0;
    await runEverythingLeft();
    expect(bumps.get(workspaceId) ?? 0).toBe(bumped);
    expect(await cardMoves(board, todoId)).toHaveLength(1);
  });
});

describe('a deleted list created again under its id', () => {
  it('is refused, and no change row of the old list is left under its name', async () => {
    const user = await signUp(app.url);
    const { listId, todoId, list } = await linkedTodo(app, user);
    expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    await app.app.jobs.runDue();
    expect((await user.delete(`${FN}/todo-lists?id=${listId}`)).status).toBe(200);
    const again = await user.post(`${FN}/todo-lists`, { id: listId, title: 'Launch' });
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(await changesOf(app, list)).toEqual([]);
  });
});

describe('deleting a workspace whose changes a job still has to follow', () => {
  it('leaves no change row or job of it, and no job fails', async () => {
    const user = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(user);
    const { todoId, list } = await linkedTodo(app, user);
    expect((await user.put(`${FN}/todoid/${todoId}`, { completed: true })).status).toBe(200);
    await app.app.jobs.runDue();
    await orphanedFollowJob(list, workspaceId);

    // As the workspace's deletion ends (nothing deletes one over REST yet): its row goes with what hangs on it.
    await db().deleteFrom('workspaces').where('id', '=', workspaceId).execute();
    expect(
      await db()
        .selectFrom('document_changes')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .execute(),
    ).toEqual([]);

    await runEverythingLeft();
    expect(await followJobs(app)).toEqual([]);
    expect(await db().selectFrom('jobs').select('id').where('failed_at', 'is not', null).execute()).toEqual(
      [],
    );
  });
});
