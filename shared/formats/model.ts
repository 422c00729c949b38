import { DESCRIPTION_MAX, TITLE_MAX } from '../schema/fields';

/**
 * What an imported file becomes before anything is written: one or more documents in a neutral shape that
 * every format's reader produces and every writer of the import route consumes. Readers check the whole
 * file first (a malformed file throws ImportFormatError, a file past a limit ImportTooLargeError), so an
 * import that fails leaves nothing behind.
 */

export const IMPORT_KINDS = ['mindmap', 'todolist', 'board'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ['opml', 'mm', 'xmind', 'markdown', 'trello', 'csv', 'todoist'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The limits an upload is held to (docs/api.md, "Import and export"). */
export const IMPORT_LIMITS = {
  /** The raw upload. */
  uploadBytes: 20 * 1024 * 1024,
  /** All entries of a zip archive, inflated, counted as they inflate. */
  uncompressedBytes: 200 * 1024 * 1024,
  zipEntries: 10_000,
  /** An entry's inflated size over its compressed size. */
  compressionRatio: 100,
  /** Levels of nesting in a file (XML elements, JSON, outline depth); deeper levels are flattened. */
  depth: 100,
  /** Longer labels and titles are cut and counted. */
  label: TITLE_MAX,
  /** Longer notes and descriptions are cut and counted. */
  note: DESCRIPTION_MAX,
} as const;

/** What an import had to leave out (`skipped`: closed Trello lists and cards, ...) or shorten (`cut`). */
export interface ImportCounts {
  skipped: number;
  cut: number;
}

/** A map node and its subtree, in order. */
export interface ImportedNode {
  label: string;
  /** The node's note (the map's description field). */
  note: string;
  /** An http(s) or mailto link, or null. */
  link: string | null;
  folded: boolean;
  /** FreeMind's side of a root child; null elsewhere. */
  side: 'left' | 'right' | null;
  /** A position the file carried (Mindlane's own exports), or null to lay the tree out. */
  position: { x: number; y: number } | null;
  children: ImportedNode[];
}

export interface ImportedMap {
  kind: 'mindmap';
  title: string;
  /** The central topic. */
  root: ImportedNode;
  counts: ImportCounts;
}

export interface ImportedTodo {
  title: string;
  description: string;
  completed: boolean;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
}

export interface ImportedList {
  kind: 'todolist';
  title: string;
  todos: ImportedTodo[];
  counts: ImportCounts;
}

export interface ImportedCard {
  title: string;
  description: string;
  priority: 'low' | 'medium' | 'high' | null;
  dueDate: string | null;
  /** The titles, in the board's checklist list, of this card's checklist items (Trello). */
  checklist: ImportedTodo[];
}

export interface ImportedLane {
  /** 'new' and 'done' are the board's reserved lanes; 'lane' a lane of its own titled `title`. */
  role: 'new' | 'done' | 'lane';
  title: string;
  cards: ImportedCard[];
}

export interface ImportedBoard {
  kind: 'board';
  title: string;
  description: string;
  lanes: ImportedLane[];
  counts: ImportCounts;
}

export type ImportedDocument = ImportedMap | ImportedList | ImportedBoard;

/** A file that is not what it claims to be, or is broken: 400 with the message, which names the problem. */
export class ImportFormatError extends Error {
  override readonly name = 'ImportFormatError';
}

/** A file past a size limit (inflated bytes, entries, compression ratio): 413 with the message. */
export class ImportTooLargeError extends Error {
  override readonly name = 'ImportTooLargeError';
}

/** Cuts `text` to `max` characters, counting the cut in `counts`. */
export function cutText(text: string, max: number, counts: ImportCounts): string {
  if (text.length <= max) return text;
  counts.cut += 1;
  // Never half a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** A label or title cut to IMPORT_LIMITS.label, counted in `counts` when cut. */
export const cutLabel = (text: string, counts: ImportCounts) => cutText(text, IMPORT_LIMITS.label, counts);

/** A note or description cut to IMPORT_LIMITS.note, counted in `counts` when cut. */
export const cutNote = (text: string, counts: ImportCounts) => cutText(text, IMPORT_LIMITS.note, counts);
