import type { FastifyInstance } from 'fastify';
import { forgetMovers } from '@shared/schema/board';
import { HttpError } from '../../../http-errors';

/**
 * Takes an erased account's name and address out of the boards of the workspaces it leaves: a card it
 * moved last names it as `movedBy` (inside the document, its update log and its snapshot). Each board is
 * changed as a live editor would change it (open editors see the mover forgotten at once), then stored as
 * a snapshot that drops the log entries holding the old value, one board at a time. Versions keep what
 * they hold until history's retention folds them (docs/decisions.md).
 */
export async function forgetMoverInBoards(
  app: Pick<FastifyInstance, 'database' | 'documents'>,
  workspaceIds: readonly string[],
  names: readonly string[],
): Promise<number> {
  if (workspaceIds.length === 0) return 0;
  const boards = await app.database.db
    .selectFrom('documents')
    .select('name')
    .where('workspace_id', 'in', workspaceIds)
    .where('name', 'like', 'board:%')
    .orderBy('name')
    .execute();
  let rewritten = 0;
  for (const { name } of boards) {
    // A board deleted meanwhile names no one any more.
    const changed = await app.documents
      .withDocument(name, (doc) => forgetMovers(doc, names))
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return 0;
        throw error;
      });
    if (changed > 0) {
      await app.documents.storeSnapshot(name);
      rewritten += 1;
    }
  }
  return rewritten;
}
