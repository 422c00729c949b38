import * as Y from 'yjs';
import { z } from 'zod';
import { metaMap, readSchemaVersion } from './document-meta';
import { observeTypes, schemaVersionSchema } from './fields';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';
import { hasNoTodos, readTodos, todoSchema, todosType } from './todo';

export { addTodo, deleteTodo, getTodo, moveTodo, readTodos, todoRank, updateTodo } from './todo';
export type { AddTodoInput, Todo, TodoPatch } from './todo';

/**
 * A workspace's inbox, `inbox:<workspaceId>`: the to-dos that belong to no list. `meta` holds only the schema
 * version; `todos` has the same shape and functions as a to-do list's (todo.ts), so moving a to-do between the
 * inbox and a list is a delete in one document and an add (same id) in the other.
 */

export const INBOX_SCHEMA_VERSION = 1;

export const inboxViewSchema = z.object({
  meta: z.object({ schemaVersion: schemaVersionSchema }),
  todos: z.array(todoSchema),
});
export type InboxView = z.infer<typeof inboxViewSchema>;

export const inboxMigrations: readonly Migration[] = [
  // Version 1 is the first shape; documents made before versioning only need the stamp.
  { version: 1, description: 'initial shape', up: () => undefined },
];
assertMigrationsOrdered(inboxMigrations, INBOX_SCHEMA_VERSION);

/** Brings a loaded document to the current schema version (run after the first sync). */
export function migrateInbox(doc: Y.Doc): MigrationResult {
  const empty = metaMap(doc).size === 0 && hasNoTodos(doc);
  return runMigrations(doc, metaMap(doc), inboxMigrations, INBOX_SCHEMA_VERSION, empty);
}

/** Stamps the schema version; an inbox needs nothing else before its first to-do. */
export function initInbox(doc: Y.Doc): void {
  doc.transact(() => {
    const meta = metaMap(doc);
    if (!meta.has('schemaVersion')) meta.set('schemaVersion', INBOX_SCHEMA_VERSION);
  });
}

export function createInboxDoc(): Y.Doc {
  const doc = new Y.Doc();
  initInbox(doc);
  return doc;
}

/** The schema version and the to-dos sorted by (position, id). */
export function readInbox(doc: Y.Doc): InboxView {
  return { meta: { schemaVersion: readSchemaVersion(doc) }, todos: readTodos(doc) };
}

/** Calls `listener` after every transaction that changed the inbox (local or remote). Returns the unsubscribe. */
export function observeInbox(doc: Y.Doc, listener: () => void): () => void {
  return observeTypes(doc, [metaMap(doc), todosType(doc)], listener);
}

/** The shared types a Y.UndoManager should track for this inbox. */
export function inboxUndoScope(doc: Y.Doc): Y.Map<unknown>[] {
  return [metaMap(doc), todosType(doc)];
}
