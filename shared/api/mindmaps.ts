import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../schema/fields';
import { isNodeLink, LINK_INVALID, LINK_MAX, LINK_TOO_LONG } from '../schema/node-link';
import { documentDescription, documentTitle, renameFields } from './documents';
import { deviceMadeFields, itemId, text, uuidId } from './fields';

/** A number, or a string holding one (the contract's clients send coordinates both ways). */
export const coordinate = (field: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .max(40, { abort: true, error: `${field}: must be a number` })
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, `${field}: must be a number`)
          .transform(Number),
      ],
      {
        error: `${field}: must be a number`,
      },
    )
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= 1e7, `${field}: must be a number`);

const canvasSide = z.number().positive().max(100_000);

/**
 * A map's saved view, `config.transform`: pan offset x, y and zoom k, with the width and height of the canvas
 * it was saved on (see shared/schema/mindmap-model.ts).
 */
export const mapTransform = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  k: z.number().positive().max(100),
  width: canvasSide.optional(),
  height: canvasSide.optional(),
});

/** What PATCH /update/mindmap/{id} takes: the view as above, or the older {x, y, scale}. */
const mapTransformInput = z.union([
  mapTransform,
  z
    .object({ x: z.number().finite(), y: z.number().finite(), scale: z.number().positive().max(100) })
    .transform(({ x, y, scale }) => ({ x, y, k: scale })),
]);

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
  /** An http, https or mailto URL, or null. */
  link: z.string().nullable(),
  x: z.number(),
  y: z.number(),
  linkedTodoListId: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MapNode = z.infer<typeof mapNodeSchema>;

const title = documentTitle;
const description = documentDescription.default('');

export const createMindmapBody = z.object({ data: z.object({ title, description, ...deviceMadeFields }) });

/** The saved view `{config}`, a rename `{data: {title, description}}` as POST /mindmaps takes, or both. */
export const updateMindmapBody = z
  .object({ config: z.object({ transform: mapTransformInput }), data: renameFields })
  .partial()
  .refine((body) => body.config !== undefined || body.data !== undefined, 'Nothing to change');

const mapId = uuidId('mindmapId: must be a mind map id');
const linkedTodoListId = uuidId('linkedTodoListId: must be a to-do list id');
const label = text({ field: 'label', max: TITLE_MAX, tooLong: 'label: too long' });
const nodeDescription = text({
  field: 'description',
  max: DESCRIPTION_MAX,
  tooLong: 'description: too long',
});

/**
 * A node's link: an http, https or mailto URL of at most 2,048 characters (shared/schema/node-link.ts),
 * trimmed; an empty one, like null, is none.
 */
const link = text({ field: 'link', max: LINK_MAX, tooLong: LINK_TOO_LONG, trim: true })
  .refine((value) => value === '' || isNodeLink(value), LINK_INVALID)
  .transform((value) => value || null)
  .nullable();

/** `/mapid/{id}`, `/update/mindmap/{id}`, `DELETE /mindmaps?id=`. */
export const mindmapIdParams = z.object({ id: uuidId('id: must be a mind map id') });
/** `/nodes/{id}`. */
export const nodeIdParams = z.object({ id: itemId('id') });
export const nodesQuery = z.object({ mindmapId: mapId });

export const createNodeBody = z.object({
  mindmapId: mapId,
  x: coordinate('x'),
  y: coordinate('y'),
  label: label.default(''),
  description: nodeDescription.default(''),
  link: link.optional(),
  parentId: itemId('parentId').nullish(),
  linkedTodoListId: linkedTodoListId.nullish(),
});

export const updateNodeBody = z
  .object({
    label,
    description: nodeDescription,
    link,
    linkedTodoListId: linkedTodoListId.nullable(),
    x: coordinate('x'),
    y: coordinate('y'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
