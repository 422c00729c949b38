import { z } from 'zod';
import { titledMetaSchema } from './document-meta';
import { RANK_MAX } from './sibling-order';
import { descriptionSchema, idSchema, parseOr, timestampSchema, titleSchema } from './fields';
import { nodeLinkSchema } from './node-link';

/**
 * Types, validators and constants of the mind map document (`mindmap:<id>`); mindmap.ts writes it and
 * mindmap-reader.ts reads it.
 */

export const MINDMAP_SCHEMA_VERSION = 4;
/** The root's id in maps made before roots were named after their map. */
export const ROOT_NODE_ID = 'root';
export const ROOT_POSITION = { x: 400, y: 300 } as const;

const canvasSide = z.number().positive().max(100_000);

/**
 * The map's saved view, `config.transform`: a map point (mx, my) shows at (mx·k + x, my·k + y) in CSS pixels
 * of the canvas, so x and y are the pan offset and k the zoom. `width` and `height` are the size of the canvas
 * it was saved on, which lets a screen of another size show the same part of the map; a view saved by a
 * client that does not send them has none.
 */
export const transformSchema = z.object({
  x: z.number(),
  y: z.number(),
  k: z.number().positive(),
  width: canvasSide.optional(),
  height: canvasSide.optional(),
});
export type MapTransform = z.infer<typeof transformSchema>;

/** The shape views were saved in before the zoom was named `k`, as the spec names it. */
const legacyTransformSchema = z
  .object({ x: z.number(), y: z.number(), scale: z.number().positive() })
  .transform(({ x, y, scale }): MapTransform => ({ x, y, k: scale }));

/** A saved view in the current shape or the older `{x, y, scale}`, or null for anything else. */
export function parseMapTransform(value: unknown): MapTransform | null {
  return parseOr(transformSchema, value, null) ?? parseOr(legacyTransformSchema, value, null);
}

export const mindmapNodeSchema = z.object({
  id: idSchema,
  /** Resolved parent: null for the root only (see mindmap-resolve.ts). */
  parentId: idSchema.nullable(),
  label: z.string(),
  description: z.string(),
  /** An http, https or mailto URL (node-link.ts), or null. */
  link: z.string().nullable(),
  x: z.number(),
  y: z.number(),
  todoId: z.string().nullable(),
  linkedTodoListId: z.string().nullable(),
  collapsed: z.boolean(),
  /** Its place among its siblings (sibling-order.ts); '' sorts it by createdAt. */
  rank: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type MindmapNode = z.infer<typeof mindmapNodeSchema>;

export const mindmapMetaSchema = titledMetaSchema.extend({ transform: transformSchema.nullable() });
export type MindmapMeta = z.infer<typeof mindmapMetaSchema>;

export const mindmapViewSchema = z.object({
  meta: mindmapMetaSchema,
  rootId: idSchema.nullable(),
  /** Root first, then by creation time and id. */
  nodes: z.array(mindmapNodeSchema),
});
export type MindmapView = z.infer<typeof mindmapViewSchema>;

/**
 * How a map places its nodes, `meta.layout`: 'free' is the contract's radial placement, where every node
 * stays where it was put (a map without the property is free); the others are tidy trees laid out from
 * the labels' sizes whenever the tree changes (shared/layout/tidy-map.ts): 'balanced' grows branches on
 * both sides of the root, 'logical' to its right, 'org' downwards.
 */
export const MINDMAP_LAYOUTS = ['free', 'balanced', 'logical', 'org'] as const;
export const mindmapLayoutSchema = z.enum(MINDMAP_LAYOUTS);
export type MindmapLayout = z.infer<typeof mindmapLayoutSchema>;
/** What a new map is laid out as. */
export const NEW_MAP_LAYOUT: MindmapLayout = 'balanced';

export const mindmapInitSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
  layout: mindmapLayoutSchema.default(NEW_MAP_LAYOUT),
  /** The map's own id; the root node takes it as its id. */
  mapId: idSchema.optional(),
});
export type MindmapInit = z.input<typeof mindmapInitSchema>;

export const mindmapMetaPatchSchema = z
  .strictObject({ title: titleSchema, description: descriptionSchema, transform: transformSchema.nullable() })
  .partial();
export type MindmapMetaPatch = z.input<typeof mindmapMetaPatchSchema>;

/** The writable fields of a node; parentId changes only through reparentNode, which refuses cycles. */
export const nodePatchSchema = z
  .strictObject({
    label: titleSchema,
    description: descriptionSchema,
    link: nodeLinkSchema.nullable(),
    x: z.number(),
    y: z.number(),
    collapsed: z.boolean(),
    todoId: idSchema.nullable(),
    linkedTodoListId: idSchema.nullable(),
  })
  .partial();
export type NodePatch = z.input<typeof nodePatchSchema>;

export const addNodeSchema = nodePatchSchema.required({ x: true, y: true }).extend({
  id: idSchema.optional(),
  parentId: idSchema.nullable(),
  /** Where it goes among its siblings (sibling-order.ts); last when left out. */
  rank: z.string().max(RANK_MAX).optional(),
});
export type AddNodeInput = z.input<typeof addNodeSchema>;

export const nodePositionSchema = z.strictObject({ id: idSchema, x: z.number(), y: z.number() });
export type NodePosition = z.input<typeof nodePositionSchema>;
