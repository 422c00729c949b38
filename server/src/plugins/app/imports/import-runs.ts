import type { FastifyInstance } from 'fastify';
import { parseDocumentName } from '@shared/schema/document-name';
import type { ImportStatus } from '../../../db/imports-schema';
import type { AuthContext } from '../authentication/auth';

/**
 * An import's heartbeat moves with each batch it writes (several a second); one that has not moved for
 * this long belongs to no running server.
 */
export const IMPORT_STALE_MS = 30_000;

type Deps = Pick<FastifyInstance, 'database' | 'clock'>;

export async function recordImport(
  app: Deps,
  input: {
    id: string;
    auth: AuthContext;
    documentName: string;
    title: string;
    format: string;
    total: number;
  },
): Promise<void> {
  const now = app.clock.now();
  await app.database.db
    .insertInto('imports')
    .values({
      id: input.id,
      workspace_id: input.auth.workspace.workspaceId,
      user_id: input.auth.user.id,
      document_name: input.documentName,
      title: input.title,
      format: input.format,
      status: 'running',
      total: input.total,
      heartbeat_at: now,
      created_at: now,
    })
    .execute();
}

export async function moveImportOn(app: Deps, id: string, written: number): Promise<void> {
  await app.database.db
    .updateTable('imports')
    .set({ written, heartbeat_at: app.clock.now() })
    .where('id', '=', id)
    .execute();
}

export async function finishImport(app: Deps, id: string, status: Exclude<ImportStatus, 'running'>) {
  const now = app.clock.now();
  await app.database.db
    .updateTable('imports')
    .set({ status, heartbeat_at: now, finished_at: now })
    .where('id', '=', id)
    .execute();
}

export interface UnfinishedImport {
  id: string;
  kind: 'mindmap' | 'todolist' | 'board';
  documentId: string;
  title: string;
  written: number;
  total: number;
  createdAt: string;
}

/**
 * The workspace's imports that did not finish and whose document is still there: failed ones, and ones
 * still marked running whose heartbeat stopped (their server died), newest first.
 */
export async function unfinishedImports(app: Deps, workspaceId: string): Promise<UnfinishedImport[]> {
  const stale = new Date(app.clock.now().getTime() - IMPORT_STALE_MS);
  const rows = await app.database.db
    .selectFrom('imports')
    .innerJoin('documents', 'documents.name', 'imports.document_name')
    .select([
      'imports.id',
      'imports.document_name',
      'imports.title',
      'imports.written',
      'imports.total',
      'imports.created_at',
    ])
    .where('imports.workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('imports.status', '=', 'failed'),
        eb.and([eb('imports.status', '=', 'running'), eb('imports.heartbeat_at', '<', stale)]),
      ]),
    )
    .orderBy('imports.created_at', 'desc')
    .limit(50)
    .execute();
  return rows.flatMap((row) => {
    const name = parseDocumentName(row.document_name);
    if (!name || name.kind === 'inbox') return [];
    return [
      {
        id: row.id,
        kind: name.kind,
        documentId: name.id,
        title: row.title,
        written: row.written,
        total: row.total,
        createdAt: new Date(row.created_at).toISOString(),
      },
    ];
  });
}
