import { expect } from 'vitest';
import { FOLLOW_CHANGES_JOB } from '@server/documents/changes';
import { FN } from './accounts';
import type { HttpClient } from './http';
import type { RunningServer } from '@server/server';
import type { TestApp } from './test-app';

/** A document's rows in the change record, oldest first. */
export function changesOf(server: RunningServer, documentName: string) {
  return server.app.database.db
    .selectFrom('document_changes')
    .selectAll()
    .where('document_name', '=', documentName)
    .orderBy('id')
    .execute();
}

/** The rows of the jobs that follow stores, waiting, running or done and not yet deleted. */
export function followJobs(app: TestApp) {
  return app.app.database.db.selectFrom('jobs').selectAll().where('kind', '=', FOLLOW_CHANGES_JOB).execute();
}

/**
 * A list with a to-do sent to a board as a card, through REST, with the jobs following the card's creation
 * run: the to-do and its card in step from here.
 */
export async function linkedTodo(app: TestApp, user: HttpClient) {
  const boardId = (await user.post('/api/boards', { title: 'Sprint' })).body.id as string;
  const listId = (await user.post(`${FN}/todo-lists`, { title: 'Launch' })).body.id as string;
  const todo = await user.post(`${FN}/todos`, { title: 'Ship', list_id: listId });
  expect(todo.status, JSON.stringify(todo.body)).toBe(201);
  const todoId = todo.body.id as string;
  expect((await user.post(`${FN}/send-todo-to-kanban`, { todoId, boardId })).status).toBe(200);
  await app.app.jobs.runDue();
  return { boardId, listId, todoId, list: `todolist:${listId}`, board: `board:${boardId}` };
}
