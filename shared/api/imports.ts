import { z } from 'zod';
import { IMPORT_FORMATS, IMPORT_KINDS } from '../formats/model';
import { text } from './fields';

/** The media types an upload may be sent as; any other gets 415. */
export const IMPORT_MEDIA_TYPES = [
  'application/octet-stream',
  'application/zip',
  'application/vnd.xmind.workbook',
  'application/xml',
  'text/xml',
  'text/x-opml',
  'application/x-freemind',
  'application/json',
  'text/csv',
  'text/markdown',
  'text/plain',
] as const;

export const importQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: "kind: must be 'mindmap', 'todolist' or 'board'" }),
  format: z
    .enum(IMPORT_FORMATS, {
      error: "format: must be 'opml', 'mm', 'xmind', 'markdown', 'trello', 'csv' or 'todoist'",
    })
    .optional(),
  /** One sheet of an XMind workbook: its number from 1, or its title. */
  sheet: text({ field: 'sheet', max: 200, trim: true }).min(1, 'sheet: must not be empty').optional(),
});

const count = z.number().int().nonnegative();

export const importedItemSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  id: z.string(),
  title: z.string(),
  counts: z.object({
    /** Left out: closed Trello lists and cards, Todoist sections. */
    skipped: count,
    /** Shortened or flattened: labels past 500 and notes past 20,000 characters, nesting, priorities. */
    cut: count,
    nodes: count.optional(),
    todos: count.optional(),
    lanes: count.optional(),
    cards: count.optional(),
  }),
});
export type ImportedItemAnswer = z.infer<typeof importedItemSchema>;

export const importAnswerSchema = z.object({ items: z.array(importedItemSchema) });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

export const unfinishedImportSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  documentId: z.string(),
  title: z.string(),
  /** Entries (nodes, to-dos, cards) written of `total`. */
  written: count,
  total: count,
  createdAt: z.string(),
});
export type UnfinishedImportAnswer = z.infer<typeof unfinishedImportSchema>;

export const unfinishedImportsSchema = z.object({ imports: z.array(unfinishedImportSchema) });
