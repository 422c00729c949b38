import { expect } from 'vitest';
import { eventually, type HttpClient } from './http';
import type { TestApp } from './test-app';

/** GET /api/ai-generation: the state of the generation in document `kind:id`, as its viewers see it. */
export async function generation(client: HttpClient, kind: string, id: string) {
  const response = await client.get(`/api/ai-generation?kind=${kind}&id=${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { status: string | null; engine: string | null; items: number };
}

/** Every AI run's row, oldest first. */
export async function runsOf(app: TestApp) {
  return app.database.db.selectFrom('ai_runs').selectAll().orderBy('created_at').execute();
}

/**
 * The run of `documentName` once its row is finalised: a generation records its end in the document first
 * and in its row a moment later, after its last write to the document, so a test that saw the document end
 * waits for the row, and nothing is added to the document once it is there.
 */
export async function endedRun(app: TestApp, documentName: string) {
  return eventually(async () =>
    (await runsOf(app)).find((row) => row.document_name === documentName && row.status !== 'running'),
  );
}

/** POST /api/ai-create-mindmap as `client`: the new map's id, answered while its draft goes on. */
export async function draftMindmap(client: HttpClient, prompt: { title: string; description: string }) {
  const drafted = await client.post('/api/ai-create-mindmap', prompt);
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  return drafted.body.mindmapId as string;
}
