import { z } from 'zod';
import { type TitledMeta, titledMetaSchema } from './document-meta';
import { descriptionSchema, idSchema, requiredTitleSchema, timestampSchema, titleSchema } from './fields';

/** Types, validators and constants of the board document (`board:<id>`); the functions are in board.ts. */

export const BOARD_SCHEMA_VERSION = 1;
/** Deterministic lane ids: two clients that each create the New lane write the same entry, so one remains. */
export const NEW_COLUMN_ID = 'new';
export const DONE_COLUMN_ID = 'done';
export const NEW_COLUMN_TITLE = 'New';
export const DONE_COLUMN_TITLE = 'Done';

export const cardStatusSchema = z.enum(['open', 'done']);
export type CardStatus = z.infer<typeof cardStatusSchema>;
export const cardPrioritySchema = z.enum(['low', 'medium', 'high']);
export type CardPriority = z.infer<typeof cardPrioritySchema>;
/** A calendar date, YYYY-MM-DD, with no time zone: "due on that day wherever you are". */
export const dueDateSchema = z.iso.date();

export const boardMetaSchema = titledMetaSchema;
export type BoardMeta = TitledMeta;

export const wipLimitSchema = z.number().int().positive().max(10_000).nullable();

export const boardColumnSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Order key; New and Done are shown first and last whatever theirs. */
  position: z.string(),
  /** Work-in-progress limit: the lane's header warns when it holds more cards. */
  wipLimit: wipLimitSchema,
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardCardSchema = z.object({
  id: idSchema,
  /** Resolved: always an existing lane (New when the stored lane is gone). */
  columnId: idSchema,
  position: z.string(),
  title: z.string(),
  description: z.string(),
  status: cardStatusSchema,
  priority: cardPrioritySchema.nullable(),
  dueDate: dueDateSchema.nullable(),
  assigneeId: z.string().nullable(),
  linkedTodoId: z.string().nullable(),
  todoListId: z.string().nullable(),
  /** A linked mind map. */
  mindmapId: z.string().nullable(),
  /** When the card last entered Done (kept when it leaves: metrics count each card once). */
  doneAt: timestampSchema.nullable(),
  commentCount: z.number().int().nonnegative(),
  /** Who moved the card last, as their client named them: shown to someone whose move lost. */
  movedBy: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnViewSchema = boardColumnSchema.extend({ cards: z.array(boardCardSchema) });
export type BoardColumnView = z.infer<typeof boardColumnViewSchema>;

export const boardViewSchema = z.object({
  meta: boardMetaSchema,
  /** New first, Done last, the rest by (position, id); each lane's cards by (position, id). */
  columns: z.array(boardColumnViewSchema),
});
export type BoardView = z.infer<typeof boardViewSchema>;

export const boardInitSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
});
export type BoardInit = z.input<typeof boardInitSchema>;

export const boardMetaPatchSchema = z
  .strictObject({ title: titleSchema, description: descriptionSchema })
  .partial();
export type BoardMetaPatch = z.input<typeof boardMetaPatchSchema>;

/** A REST rank: the 0-based index in display order. */
export const rankSchema = z.number().int().nonnegative();

export const addColumnSchema = z.strictObject({
  id: idSchema.optional(),
  title: requiredTitleSchema,
  /** Display index (New is 0); clamped between New and Done, just before Done when left out. */
  rank: rankSchema.optional(),
});
export type AddColumnInput = z.input<typeof addColumnSchema>;

/** The writable fields of a card; lane and order change only through moveCard. */
export const cardPatchSchema = z
  .strictObject({
    title: requiredTitleSchema,
    description: descriptionSchema,
    status: cardStatusSchema,
    priority: cardPrioritySchema.nullable(),
    dueDate: dueDateSchema.nullable(),
    assigneeId: idSchema.nullable(),
    linkedTodoId: idSchema.nullable(),
    todoListId: idSchema.nullable(),
    mindmapId: idSchema.nullable(),
  })
  .partial();
export type CardPatch = z.input<typeof cardPatchSchema>;

export const addCardSchema = cardPatchSchema.required({ title: true }).extend({
  id: idSchema.optional(),
  columnId: idSchema,
  /** 0-based rank in the lane; at the end when left out. */
  rank: rankSchema.optional(),
  /** When it last entered Done, for a card copied from another board; a card added to Done now else. */
  doneAt: timestampSchema.nullable().optional(),
});
export type AddCardInput = z.input<typeof addCardSchema>;
