import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { formatDocumentName, type DocumentKind } from '@shared/schema/document-name';
import type { AuthContext } from '../auth';
import { assertWithinLimit, type LimitedResource } from '../access/limits';

const LIMIT_OF: Record<Exclude<DocumentKind, 'inbox'>, LimitedResource> = {
  mindmap: 'mindmaps',
  todolist: 'todoLists',
  board: 'boards',
};

const PARENT_TABLE = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

/**
 * Creates a map, list or board in one step: within the plan limit, its projection row and its document
 * row in one transaction, then its content through the live document (stored and projected before this
 * resolves). If the content cannot be written, the rows go again.
 */
export async function createDocument(
  app: FastifyInstance,
  auth: AuthContext,
  input: {
    kind: Exclude<DocumentKind, 'inbox'>;
    id: string;
    title: string;
    description: string;
    initialise(document: Y.Doc): void;
  },
): Promise<void> {
  const name = formatDocumentName(input.kind, input.id);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await assertWithinLimit(app, auth.workspace, LIMIT_OF[input.kind], trx);
    await trx
      .insertInto(PARENT_TABLE[input.kind])
      .values({
        id: input.id,
        workspace_id: auth.workspace.workspaceId,
        title: input.title,
        description: input.description,
        created_by: auth.user.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.repos.documents.create(name, auth.workspace.workspaceId, now, trx);
  });
  try {
    await app.collab.withDocument(name, input.initialise);
  } catch (error) {
    await removeDocument(app, input.kind, input.id);
    throw error;
  }
}

/**
 * Deletes the document, its log and its projection, then disconnects every editor. In that order: an
 * editor that reconnects at once finds nothing to open.
 */
export async function removeDocument(app: FastifyInstance, kind: Exclude<DocumentKind, 'inbox'>, id: string) {
  const name = formatDocumentName(kind, id);
  await app.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom(PARENT_TABLE[kind]).where('id', '=', id).execute();
    await app.repos.documents.delete(name, trx);
  });
  app.collab.closeDocument(name);
}
