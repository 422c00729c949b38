import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { formatDocumentName } from '@shared/schema/document-name';
import type { ImportedDocument } from '@shared/formats/model';
import { HttpError } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { assertWithinLimit, type LimitedResource } from '../access/limits';
import { createDocument, removeDocument, type DocumentRules } from '../documents/documents-service';
import { planDocuments, type DocumentPlan, type ImportItemCounts } from './import-plan';
import { finishImport, moveImportOn, recordImport } from './import-runs';
import { runEnded } from '../webhooks/document-events';

const LIMIT_OF: Record<DocumentPlan['kind'], LimitedResource> = {
  mindmap: 'mindmaps',
  todolist: 'todoLists',
  board: 'boards',
};

export type ImportDeps = DocumentRules & Pick<FastifyInstance, 'config' | 'log'>;

export interface ImportedItem {
  kind: DocumentPlan['kind'];
  id: string;
  title: string;
  counts: ImportItemCounts;
}

/** Imports still writing on this instance, each with the signal that stops it when the app closes. */
const running = new WeakMap<object, Set<{ stop: AbortController; done: Promise<void> }>>();

function runningOf(app: object) {
  let set = running.get(app);
  if (!set) running.set(app, (set = new Set()));
  return set;
}

/** Stops this instance's imports (each left unfinished, to be removed from the list page) and waits for them. */
export async function stopImports(app: object): Promise<void> {
  const all = [...runningOf(app)];
  all.forEach((one) => one.stop.abort());
  await Promise.allSettled(all.map((one) => one.done));
}

/**
 * Everything an import makes is checked before anything is written: the plan limits for all of its
 * documents at once (403), and each document's size once written, against COLLAB_MAX_DOCUMENT_BYTES (413),
 * measured by writing it into a scratch document that is then dropped.
 */
async function checkPlans(app: ImportDeps, auth: AuthContext, plans: readonly DocumentPlan[]) {
  const adding = new Map<LimitedResource, number>();
  for (const plan of plans) adding.set(LIMIT_OF[plan.kind], (adding.get(LIMIT_OF[plan.kind]) ?? 0) + 1);
  await app.database.db.transaction().execute(async (trx) => {
    for (const [resource, count] of adding)
      await assertWithinLimit(app, auth.workspace, resource, trx, count);
  });
  const max = app.config.COLLAB_MAX_DOCUMENT_BYTES;
  for (const plan of plans) {
    const scratch = new Y.Doc();
    try {
      plan.initialise(scratch);
      for (const write of plan.writes) write(scratch);
      const bytes = Y.encodeStateAsUpdate(scratch).byteLength;
      if (bytes > max) {
        throw new HttpError(
          413,
          `“${plan.title}” would take ${(bytes / 2 ** 20).toFixed(1)} MiB, more than a document may hold (${(max / 2 ** 20).toFixed(0)} MiB).`,
        );
      }
    } finally {
      scratch.destroy();
    }
  }
}

/**
 * Writes each document's content through its live document, a batch a store, by the `import` author,
 * moving the import's heartbeat with each batch; marks the import done, or failed when a write fails or
 * the app closes first.
 */
async function streamContent(
  app: ImportDeps,
  auth: AuthContext,
  plans: readonly DocumentPlan[],
  importIds: readonly string[],
  stop: AbortSignal,
) {
  const author = { kind: 'import' as const, userId: auth.user.id };
  for (const [index, plan] of plans.entries()) {
    const importId = importIds[index]!;
    const name = formatDocumentName(plan.kind, plan.id);
    let written = 0;
    try {
      for (const write of plan.writes) {
        if (stop.aborted) throw new Error('the server stopped before the import ended');
        written += await app.documents.withDocument(name, write, { author });
        await moveImportOn(app, importId, written);
      }
      await finishImport(app, importId, 'done');
    } catch (error) {
      app.log.warn({ err: error, import: importId, document: name }, 'import did not finish');
      await finishImport(app, importId, 'failed').catch(() => undefined);
    }
    // The one webhook event standing for the import's item events, which its stores held.
    await runEnded(app, { documentName: name, made: true, added: written, runId: importId }).catch(
      (error: unknown) => app.log.warn({ err: error, import: importId }, 'import: its webhook event failed'),
    );
  }
}

/**
 * Makes the documents of an upload read into `found`: checked first, then created empty (so the answer
 * can name them), then filled in the background. An import that fails before its documents exist leaves
 * nothing; one cut short later leaves its documents marked as unfinished imports.
 */
export async function startImport(
  app: ImportDeps,
  auth: AuthContext,
  found: readonly ImportedDocument[],
  format: string,
): Promise<ImportedItem[]> {
  const plans = planDocuments(found);
  await checkPlans(app, auth, plans);
  const importIds: string[] = [];
  const made: DocumentPlan[] = [];
  try {
    for (const plan of plans) {
      const importId = randomUUID();
      // Recorded before the document, so a crash at any point after leaves it marked unfinished.
      await recordImport(app, {
        id: importId,
        auth,
        documentName: formatDocumentName(plan.kind, plan.id),
        title: plan.title,
        format,
        total: plan.total,
      });
      importIds.push(importId);
      await createDocument(app, auth, {
        kind: plan.kind,
        id: plan.id,
        title: plan.title,
        description: plan.description,
        initialise: plan.initialise,
      });
      made.push(plan);
    }
  } catch (error) {
    for (const plan of made) await removeDocument(app, plan.kind, plan.id);
    await app.database.db.deleteFrom('imports').where('id', 'in', importIds).execute();
    throw error;
  }
  const stop = new AbortController();
  const entry = { stop, done: Promise.resolve() };
  const set = runningOf(app);
  entry.done = streamContent(app, auth, plans, importIds, stop.signal).finally(() => set.delete(entry));
  set.add(entry);
  return plans.map(({ kind, id, title, counts }) => ({ kind, id, title, counts }));
}
