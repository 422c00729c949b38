import { z } from 'zod';
import { queryTerms } from '../search/fold';
import { text } from './fields';

/** What search finds: maps, lists and boards as a whole, and the nodes, to-dos and cards in them. */
export const SEARCH_KINDS = ['mindmap', 'todolist', 'board', 'node', 'todo', 'card'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query, in UTF-16 code units. */
export const SEARCH_QUERY_MAX = 200;
/** How many results a page holds at most, and by default. */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_PAGE_DEFAULT = 20;
/** The longest cursor a page hands out is far shorter: anything longer is not one. */
export const SEARCH_CURSOR_MAX = 1_000;

const KINDS_MESSAGE = `kinds: a comma-separated list of ${SEARCH_KINDS.join(', ')}`;
const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

export const searchQuery = z.object({
  q: text({ field: 'q', max: SEARCH_QUERY_MAX, required: 'q: is required, once' }).refine(
    (q) => queryTerms(q).length > 0,
    'q: must contain a letter or a digit',
  ),
  /** A comma list of kinds; all kinds when absent. */
  kinds: z
    .string({ error: KINDS_MESSAGE })
    .max(100, { abort: true, error: KINDS_MESSAGE })
    .transform((kinds, context) => {
      const listed = kinds.split(',').map((kind) => kind.trim());
      if (!listed.every(isSearchKind)) {
        context.addIssue({ code: 'custom', message: KINDS_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(listed)];
    })
    .optional(),
  limit: z.coerce
    .number({ error: `limit: must be a whole number from 1 to ${SEARCH_PAGE_MAX}` })
    .int(`limit: must be a whole number from 1 to ${SEARCH_PAGE_MAX}`)
    .min(1, `limit: must be a whole number from 1 to ${SEARCH_PAGE_MAX}`)
    .max(SEARCH_PAGE_MAX, `limit: must be a whole number from 1 to ${SEARCH_PAGE_MAX}`)
    .default(SEARCH_PAGE_DEFAULT),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z
    .string()
    .max(SEARCH_CURSOR_MAX, { abort: true, error: 'cursor: Invalid cursor' })
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor: Invalid cursor')
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** A range of UTF-16 code units, from `start` up to (not including) `end`. */
const rangeSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** The map, list or board holding the item (its own id for a whole one); null for an inbox to-do. */
  documentId: z.string().nullable(),
  title: z.string(),
  /** Plain text around the first match (the title when the title matched). */
  snippet: z.string(),
  /** The matched words, as UTF-16 code unit offsets into `snippet`, sorted and apart. */
  highlights: z.array(rangeSchema),
  /** The app's address that opens the item. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswer = z.object({
  results: z.array(searchResultSchema),
  /** Send back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
