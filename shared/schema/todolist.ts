import * as Y from 'yjs';
import { z } from 'zod';
import {
  descriptionSchema,
  idSchema,
  observeTypes,
  readNullableString,
  titleSchema,
  writeFields,
} from './fields';
import { metaMap, readTitledMeta, titledMetaSchema } from './document-meta';
import { type Migration, type MigrationResult, assertMigrationsOrdered, runMigrations } from './migrations';
import { hasNoTodos, readTodos, todoSchema, todosType } from './todo';

export { addTodo, deleteTodo, getTodo, moveTodo, readTodos, todoRank, updateTodo } from './todo';
export type { AddTodoInput, Todo, TodoPatch } from './todo';

/**
 * A to-do list document, `todolist:<id>`: `meta` (title, description, mindmapId, nodeId, schemaVersion) and
 * `todos` (see todo.ts). `mindmapId`/`nodeId` record which map node the list was created for; the live link
 * from a node to its list is the node's `linkedTodoListId` in the map document and nowhere else (mindmap.ts).
 */

export const TODOLIST_SCHEMA_VERSION = 1;

export const todoListMetaSchema = titledMetaSchema.extend({
  mindmapId: z.string().nullable(),
  nodeId: z.string().nullable(),
});
export type TodoListMeta = z.infer<typeof todoListMetaSchema>;

export const todoListViewSchema = z.object({ meta: todoListMetaSchema, todos: z.array(todoSchema) });
export type TodoListView = z.infer<typeof todoListViewSchema>;

export const todoListInitSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
  mindmapId: idSchema.nullable().default(null),
  nodeId: idSchema.nullable().default(null),
});
export type TodoListInit = z.input<typeof todoListInitSchema>;

export const todoListMetaPatchSchema = z
  .strictObject({ title: titleSchema, description: descriptionSchema })
  .partial();
export type TodoListMetaPatch = z.input<typeof todoListMetaPatchSchema>;

export const todoListMigrations: readonly Migration[] = [
  // Version 1 is the first shape; documents made before versioning only need the stamp.
  { version: 1, description: 'initial shape', up: () => undefined },
];
assertMigrationsOrdered(todoListMigrations, TODOLIST_SCHEMA_VERSION);

/** Brings a loaded document to the current schema version (run after the first sync). */
export function migrateTodoList(doc: Y.Doc): MigrationResult {
  const empty = metaMap(doc).size === 0 && hasNoTodos(doc);
  return runMigrations(doc, metaMap(doc), todoListMigrations, TODOLIST_SCHEMA_VERSION, empty);
}

/** Writes meta; an initialised list is left as it is. */
export function initTodoList(doc: Y.Doc, input: TodoListInit): void {
  const fields = todoListInitSchema.parse(input);
  doc.transact(() => {
    const meta = metaMap(doc);
    if (!meta.has('schemaVersion')) writeFields(meta, { ...fields, schemaVersion: TODOLIST_SCHEMA_VERSION });
  });
}

export function createTodoListDoc(input: TodoListInit): Y.Doc {
  const doc = new Y.Doc();
  initTodoList(doc, input);
  return doc;
}

export function readTodoListMeta(doc: Y.Doc): TodoListMeta {
  const meta = metaMap(doc);
  return {
    ...readTitledMeta(doc),
    mindmapId: readNullableString(meta, 'mindmapId'),
    nodeId: readNullableString(meta, 'nodeId'),
  };
}

/** Meta and the to-dos sorted by (position, id). */
export function readTodoList(doc: Y.Doc): TodoListView {
  return { meta: readTodoListMeta(doc), todos: readTodos(doc) };
}

export function updateTodoListMeta(doc: Y.Doc, patch: TodoListMetaPatch): boolean {
  const fields = todoListMetaPatchSchema.parse(patch);
  return doc.transact(() => writeFields(metaMap(doc), fields));
}

/** Calls `listener` after every transaction that changed the list (local or remote). Returns the unsubscribe. */
export function observeTodoList(doc: Y.Doc, listener: () => void): () => void {
  return observeTypes(doc, [metaMap(doc), todosType(doc)], listener);
}

/** The shared types a Y.UndoManager should track for this list. */
export function todoListUndoScope(doc: Y.Doc): Y.Map<unknown>[] {
  return [metaMap(doc), todosType(doc)];
}
