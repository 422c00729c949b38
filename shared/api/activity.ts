import { z } from 'zod';
import { versionAuthorSchema } from './history';

/** How many changes a page of an item's activity holds at most, and by default. */
export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 50;

/**
 * A page's cursor: the time (to the microsecond), the source (`c` the change record, `m` a comment) and
 * the id of the last change on the page before. Fixed-width parts, so the pattern cannot backtrack.
 */
const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z~[cm]~[0-9a-f-]{1,36}$/;

export const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string().max(64).regex(CURSOR, 'cursor: Invalid cursor').optional(),
});

export const ACTIVITY_KINDS = [
  'created',
  'renamed',
  'edited',
  'completed',
  'reopened',
  'lane',
  'moved',
  'commented',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The fields an `edited` entry names, as the REST reads of to-dos and cards call them. */
export const EDITED_FIELDS = [
  'description',
  'due_date',
  'assignee_id',
  'priority',
  'notes',
  'todo_list_id',
  'mindmap_id',
] as const;

/**
 * One thing that happened to a to-do or a card. `from` and `to`: the old and new title (`renamed`), the
 * title it was created with (`created`, `to` only), the lanes (`lane`) or the lists (`moved`) by name, null
 * for one deleted since. `fields`: what an `edited` entry changed. `text`: a comment's text.
 */
export const activityEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Who made the change (a store of several people's edits names them all). */
  authors: z.array(versionAuthorSchema),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  fields: z.array(z.enum(EDITED_FIELDS)).optional(),
  text: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
