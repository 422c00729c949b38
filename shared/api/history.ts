import { z } from 'zod';
import { DOCUMENT_KINDS } from '../schema/document-name';
import { text, uuidId } from './fields';
import { boardDataSchema } from './kanban';
import { mapNodeSchema } from './mindmaps';
import { todoItemSchema } from './todo-lists';

/** The longest name a version takes. */
export const VERSION_NAME_MAX = 200;
/** How many versions a page of the list holds at most, and by default. */
export const VERSIONS_PAGE_MAX = 100;
export const VERSIONS_PAGE_DEFAULT = 50;

/** The document a history route is about: its kind and id (an inbox's id is its workspace's). */
export const historyDocumentParams = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  id: uuidId('id: Invalid id'),
});

export const versionParams = historyDocumentParams.extend({
  versionId: z.string().regex(/^\d{1,18}$/, 'versionId: Invalid version id'),
});

export const versionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(VERSIONS_PAGE_MAX).default(VERSIONS_PAGE_DEFAULT),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'cursor: Invalid cursor')
    .optional(),
});

export const nameVersionBody = z.object({
  name: text({
    field: 'name',
    max: VERSION_NAME_MAX,
    required: 'Name is required',
    tooLong: 'Name is too long',
    trim: true,
  }).min(1, 'Name is required'),
});

/** Who wrote a version: a member, an API token (its name then), AI, an import or the system. */
export const versionAuthorSchema = z.object({
  kind: z.enum(['member', 'token', 'ai', 'import', 'system']),
  id: z.string().nullable(),
  name: z.string(),
});

export const versionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string().nullable(),
  authors: z.array(versionAuthorSchema),
  /** Counts of what changed, by item and what happened: `node.created`, `todo.completed`, `card.lane`… */
  summary: z.record(z.string(), z.number()),
});
export type Version = z.infer<typeof versionSchema>;

export const versionsPageSchema = z.object({
  versions: z.array(versionSchema),
  nextCursor: z.string().nullable(),
});

/** An item of a version that a restore left where it is now, and why ("Now in another list"). */
export const skippedItemSchema = z.object({ id: z.string(), reason: z.string() });
export type SkippedItem = z.infer<typeof skippedItemSchema>;

/** `POST …/versions/{versionId}/restore`: the version the restore became, and what it left out. */
export const restoredSchema = z.object({
  version: versionSchema,
  skipped: z.array(skippedItemSchema),
});
export type Restored = z.infer<typeof restoredSchema>;

/**
 * `GET …/versions/{versionId}`: the document at the version in the shape of its kind's REST read: a map's
 * nodes (GET /nodes), a list's or the inbox's to-dos (GET /todos), a board's data (GET /kanban-board-data).
 */
export const versionContentSchema = z.union([
  z.array(mapNodeSchema),
  z.array(todoItemSchema),
  boardDataSchema,
]);
