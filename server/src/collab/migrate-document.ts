import type * as Y from 'yjs';
import { migrateBoard } from '@shared/schema/board';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { migrateInbox } from '@shared/schema/inbox';
import type { MigrationResult } from '@shared/schema/migrations';
import { migrateMindmap } from '@shared/schema/mindmap';
import { migrateTodoList } from '@shared/schema/todolist';

const MIGRATE: Record<DocumentKind, (doc: Y.Doc) => MigrationResult> = {
  mindmap: migrateMindmap,
  todolist: migrateTodoList,
  board: migrateBoard,
  inbox: migrateInbox,
};

/** Brings a document loaded from storage to the current schema version, once, on the server. */
export function migrateDocument(documentName: string, document: Y.Doc): MigrationResult | null {
  const parsed = parseDocumentName(documentName);
  return parsed ? MIGRATE[parsed.kind](document) : null;
}
