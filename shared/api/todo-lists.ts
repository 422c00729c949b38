import { z } from 'zod';
import { deviceMadeFields, itemId, uuidId } from './fields';
import { documentDescription, documentTitle, renameFields } from './documents';

export const todoItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** Rank in the list's order, 0-based. */
  position: z.number().int(),
  list_id: z.string().nullable(),
  /** YYYY-MM-DD, or null. */
  due_date: z.string().nullable(),
  /** A workspace member's user id, or null. */
  assignee_id: z.string().nullable(),
  comment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** A to-do list; `id` is null for the workspace's unassigned to-dos, listed last. */
export const todoListSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** The map and node linking to this list (the link lives on the node). */
  mindmap_id: z.string().nullable(),
  node_id: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  todos: z.array(todoItemSchema),
});
export type TodoList = z.infer<typeof todoListSchema>;

export const createTodoListBody = z.object({
  title: documentTitle,
  description: documentDescription.default(''),
  /** Links the new list to this map node. */
  nodeId: itemId('nodeId').nullish(),
  mindmapId: uuidId('mindmapId: must be a mind map id').nullish(),
  ...deviceMadeFields,
});

/** `DELETE /todo-lists?id=`. */
export const todoListIdQuery = z.object({ id: uuidId('id: must be a to-do list id') });

/** `PATCH /todo-lists/{id}`. */
export const todoListIdParams = z.object({ id: uuidId('id: must be a to-do list id') });

/** `PATCH /todo-lists/{id}`: a new title, description or both, validated as at creation. */
export const updateTodoListBody = renameFields;
