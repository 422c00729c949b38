import { z } from 'zod';

/** A number, or a string holding one (the contract's clients send coordinates both ways). */
export const coordinate = (field: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, `${field}: must be a number`)
          .transform(Number),
      ],
      {
        error: `${field}: must be a number`,
      },
    )
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= 1e7, `${field}: must be a number`);

export const mapTransform = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  scale: z.number().positive().max(100),
});

export const mindmapSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  config: z.object({ transform: mapTransform.nullable() }),
  nodeCount: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Mindmap = z.infer<typeof mindmapSchema>;

export const mapNodeSchema = z.object({
  id: z.string(),
  mindmapId: z.string(),
  parentId: z.string().nullable(),
  label: z.string(),
  description: z.string(),
  x: z.number(),
  y: z.number(),
  linkedTodoListId: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MapNode = z.infer<typeof mapNodeSchema>;

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(500, 'Title is too long');
const description = z.string().max(20_000, 'Description is too long').default('');

export const createMindmapBody = z.object({ data: z.object({ title, description }) });
export const updateMindmapBody = z.object({ config: z.object({ transform: mapTransform }) });

const mapId = z.uuid('mindmapId: must be a mind map id');
const nodeId = z.string().min(1).max(100, 'id: too long');

export const createNodeBody = z.object({
  mindmapId: mapId,
  x: coordinate('x'),
  y: coordinate('y'),
  label: z.string().max(500, 'label: too long').default(''),
  description: z.string().max(20_000, 'description: too long').default(''),
  parentId: nodeId.nullish(),
  linkedTodoListId: z.uuid('linkedTodoListId: must be a to-do list id').nullish(),
});

export const updateNodeBody = z
  .object({
    label: z.string().max(500, 'label: too long'),
    description: z.string().max(20_000, 'description: too long'),
    linkedTodoListId: z.uuid('linkedTodoListId: must be a to-do list id').nullable(),
    x: coordinate('x'),
    y: coordinate('y'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
