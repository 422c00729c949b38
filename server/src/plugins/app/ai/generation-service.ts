import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type * as Y from 'yjs';
import {
  beginGeneration,
  endGeneration,
  isGenerationRunning,
  recordGeneratedItem,
} from '@shared/schema/generation';
import type { AuthContext } from '../authentication/auth';
import { assertWithinLimit, type LimitedResource } from '../access/limits';
import {
  clearGeneratedChanges,
  nodePositions,
  recordGeneratedChanges,
} from '@shared/schema/mindmap-generated';
import { acceptItem, type DraftItems, type DraftTask } from './drafts';
import { DraftError, type AiEngine, type DraftRequest } from './engine';
import { ItemStream } from './item-stream';
import { runEnded } from '../webhooks/document-events';

/** How often a running generation moves its heartbeat and looks for a Stop while the model is silent. */
const HEARTBEAT_MS = 5_000;

/** The plan limit of the document each kind of draft creates (expanding a node creates none). */
const CREATES: Record<DraftTask, LimitedResource | null> = {
  mindmap: 'mindmaps',
  todolist: 'todoLists',
  board: 'boards',
  expand: null,
};

/** What starting and running a generation uses. */
export type GenerationDeps = Pick<
  FastifyInstance,
  'documents' | 'ai' | 'clock' | 'log' | 'database' | 'repos' | 'jobs'
>;

/**
 * Takes one AI run from the workspace owner's allowance: under a lock of the owner's row (and the
 * workspace's), counted and recorded in one transaction that commits before any model is called, so two
 * requests at the last unit cannot both pass. Returns the run's id.
 */
export async function reserveAiRun(
  app: Pick<FastifyInstance, 'database' | 'ai' | 'clock' | 'repos'>,
  auth: AuthContext,
  task: DraftTask,
  documentName: string,
): Promise<string> {
  const id = randomUUID();
  const creates = CREATES[task];
  await app.database.db.transaction().execute(async (trx) => {
    await sql`select id from users where id = ${auth.workspace.ownerId} for no key update`.execute(trx);
    await assertWithinLimit(app, auth.workspace, 'ai', trx);
    // A draft that would be refused for its document's own limit is refused before it is counted: a run,
    // once recorded, stays in the creation history even if it is given back.
    if (creates) await assertWithinLimit(app, auth.workspace, creates, trx);
    await trx
      .insertInto('ai_runs')
      .values({
        id,
        account_id: auth.workspace.ownerId,
        workspace_id: auth.workspace.workspaceId,
        user_id: auth.user.id,
        kind: task,
        status: 'running',
        // Named from the start, so a run left running by a crash can be judged by its document's heartbeat.
        document_name: documentName,
        engine: app.ai.engine,
        model: app.ai.model,
        created_at: app.clock.now(),
      })
      .execute();
  });
  return id;
}

/** Gives a run back when its document could not be created (nothing was generated). */
export async function releaseAiRun(
  { database }: Pick<FastifyInstance, 'database'>,
  runId: string,
): Promise<void> {
  await database.db.deleteFrom('ai_runs').where('id', '=', runId).execute();
}

export interface GenerationJob<T extends DraftTask> {
  runId: string;
  documentName: string;
  request: Omit<DraftRequest, 'signal'> & { task: T };
  /** Writes one checked item into the document (inside the document's transaction). */
  /** Writes the item; answers how many entries (nodes at every depth, to-dos, cards) it added. */
  apply(doc: Y.Doc, item: DraftItems[T]): number;
  nodeId?: string;
  /** Aborted when the app closes. */
  closing?: AbortSignal;
}

/** The drafts that write map nodes, whose changes are recorded so their author can undo them. */
const writesNodes = (task: DraftTask) => task === 'mindmap' || task === 'expand';

/** Marks the document's generation as running; call before answering, so the author opens it running. */
export async function beginJob(
  app: Pick<FastifyInstance, 'documents' | 'ai' | 'clock'>,
  job: { documentName: string; nodeId?: string; request: { task: DraftTask } },
) {
  await app.documents.withDocument(job.documentName, (doc) => {
    beginGeneration(doc, { engine: app.ai.engine, nodeId: job.nodeId, now: app.clock.now() });
    if (writesNodes(job.request.task)) clearGeneratedChanges(doc);
  });
}

/**
 * Streams a generation into its document, outside any database transaction: each item, once checked and
 * capped, is added through the live document (so every viewer sees it arrive); an item that fails the
 * check is logged and skipped. A Stop written into the document by any viewer ends it and keeps what
 * arrived. The run's row is completed with model, tokens, duration and outcome.
 */
export async function runJob<T extends DraftTask>(
  app: Pick<FastifyInstance, 'documents' | 'ai' | 'clock' | 'log' | 'database' | 'jobs' | 'repos'>,
  job: GenerationJob<T>,
): Promise<void> {
  const log = app.log.child({ aiRun: job.runId, document: job.documentName });
  const started = Date.now();
  const controller = new AbortController();
  job.closing?.addEventListener('abort', () => controller.abort(), { once: true });
  let stopped = false;
  let added = 0;
  /** Nodes at every depth, to-dos or cards the items added: what the run's webhook event counts. */
  let entries = 0;
  let skipped = 0;
  let writes = Promise.resolve();
  let writeError: unknown = null;

  const stillRunning = async (touch: boolean) => {
    const running = await app.documents.withDocument(job.documentName, (doc) => {
      const alive = isGenerationRunning(doc);
      if (alive && touch) recordGeneratedItem(doc, app.clock.now());
      return alive;
    });
    if (!running && !stopped) {
      stopped = true;
      controller.abort();
    }
    return running;
  };

  const addItem = async (item: DraftItems[T]) => {
    if (stopped) return;
    const done = await app.documents.withDocument(
      job.documentName,
      (doc) => {
        if (!isGenerationRunning(doc)) return false;
        // What the item adds and moves is recorded beside it, for its author's Undo (mindmap-generated.ts).
        const before = writesNodes(job.request.task) ? nodePositions(doc) : null;
        const count = job.apply(doc, item);
        recordGeneratedItem(doc, app.clock.now(), count);
        entries += count;
        if (before) recordGeneratedChanges(doc, before);
        return true;
      },
      // The change record says AI wrote what a draft adds.
      { author: { kind: 'ai' } },
    );
    if (done) added += 1;
    else if (!stopped) {
      stopped = true;
      controller.abort();
    }
  };

  const items = new ItemStream((found) => {
    const checked =
      'value' in found ? acceptItem(job.request.task, found.value) : { problem: 'not valid JSON' };
    if ('problem' in checked) {
      skipped += 1;
      log.warn({ problem: checked.problem.slice(0, 500) }, 'AI item skipped');
      return;
    }
    writes = writes
      .then(() => addItem(checked.item))
      .catch((error: unknown) => {
        writeError = error;
        controller.abort();
      });
  });

  const heartbeat = setInterval(() => {
    void stillRunning(false).catch(() => undefined);
  }, HEARTBEAT_MS);
  let outcome: 'succeeded' | 'failed' | 'stopped' = 'failed';
  let error: string | null = null;
  let usage = { promptTokens: null as number | null, completionTokens: null as number | null };
  try {
    usage = await app.ai.draft({ ...job.request, signal: controller.signal }, (text) => items.push(text));
    await writes;
    if (writeError) throw writeError;
    if (stopped) outcome = 'stopped';
    else if (added === 0) error = skipped ? 'no item of the answer was valid' : 'the answer held no items';
    else outcome = 'succeeded';
  } catch (caught) {
    await writes;
    if (stopped) outcome = 'stopped';
    else error = caught instanceof DraftError ? caught.message : String(caught);
  } finally {
    clearInterval(heartbeat);
  }
  if (error) log.warn({ error, added, skipped }, 'AI generation failed');
  try {
    await app.documents.withDocument(job.documentName, (doc) =>
      endGeneration(doc, outcome === 'succeeded' ? 'done' : 'failed'),
    );
  } catch (caught) {
    log.error({ err: caught }, 'AI generation: could not record its end in the document');
  }
  await app.database.db
    .updateTable('ai_runs')
    .set({
      status: outcome,
      document_name: job.documentName,
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      duration_ms: Date.now() - started,
      error: error?.slice(0, 1000) ?? null,
      finished_at: app.clock.now(),
    })
    .where('id', '=', job.runId)
    .execute();
  // The one webhook event standing for the draft's item events, which its stores held.
  const made = CREATES[job.request.task] !== null;
  await runEnded(app, { documentName: job.documentName, made, added: entries, runId: job.runId }).catch(
    (caught: unknown) => log.warn({ err: caught }, 'AI generation: its webhook event could not be written'),
  );
}

interface RunningJob {
  closing: AbortController;
  done: Promise<void>;
}
const runningJobs = new WeakMap<AiEngine, Set<RunningJob>>();

/** The generations running on the app's engine (`app.ai`); the AI plugin ends them when the app closes. */
export function jobsOf(engine: AiEngine): Set<RunningJob> {
  let jobs = runningJobs.get(engine);
  if (!jobs) runningJobs.set(engine, (jobs = new Set()));
  return jobs;
}

/**
 * One generation from start to answer: the run is taken from the allowance, `prepare` makes the document
 * (or checks it) and the generation is marked running in it; then the model runs in the background and
 * this resolves, so the route answers at once with the document's id. If `prepare` fails, the run is
 * given back.
 */
export async function launchGeneration<T extends DraftTask>(
  app: GenerationDeps,
  auth: AuthContext,
  input: Omit<GenerationJob<T>, 'runId'> & { prepare(): Promise<unknown> },
): Promise<void> {
  const runId = await reserveAiRun(app, auth, input.request.task, input.documentName);
  try {
    await input.prepare();
    await beginJob(app, input);
  } catch (error) {
    await releaseAiRun(app, runId);
    throw error;
  }
  const jobs = jobsOf(app.ai);
  const closing = new AbortController();
  const job: RunningJob = {
    closing,
    done: runJob(app, { ...input, runId, closing: closing.signal })
      .catch((error: unknown) => app.log.error({ err: error, aiRun: runId }, 'AI generation crashed'))
      .finally(() => jobs.delete(job)),
  };
  jobs.add(job);
}
