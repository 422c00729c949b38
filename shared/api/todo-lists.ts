import { z } from 'zod';

export const todoItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** Rank in the list's order, 0-based. */
  position: z.number().int(),
  list_id: z.string().nullable(),
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
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(500, 'Title is too long'),
  description: z.string().max(20_000, 'Description is too long').default(''),
  /** Links the new list to this map node. */
  nodeId: z.string().min(1).max(100).nullish(),
  mindmapId: z.uuid('mindmapId: must be a mind map id').nullish(),
});
