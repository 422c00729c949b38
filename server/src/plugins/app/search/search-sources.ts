import { sql, type Kysely } from 'kysely';
import type { DocumentName } from '@shared/schema/document-name';
import { foldedWords } from '@shared/search/fold';
import type { DB } from '../../../db/schema';
import type { SearchKind } from '../../../db/search-schema';
import { itemKeys } from './search-keys';

/** A searchable item as the projection holds it: its original texts and when it last changed. */
export interface SearchSource {
  kind: SearchKind;
  itemId: string;
  title: string;
  body: string;
  updatedAt: Date;
}

/** The items of a document's kinds the index is asked to read again; all of them when absent. */
export interface WantedItems {
  own: boolean;
  node: string[];
  todo: string[];
  card: string[];
}

const OWN_TABLE = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

/** The items each kind of document holds: their table, what keys them to the document, their title column. */
const ITEMS = {
  mindmap: { kind: 'node', table: 'nodes', owner: 'mindmap_id', title: 'label' },
  todolist: { kind: 'todo', table: 'todos', owner: 'document_name', title: 'title' },
  inbox: { kind: 'todo', table: 'todos', owner: 'document_name', title: 'title' },
  board: { kind: 'card', table: 'kanban_cards', owner: 'board_id', title: 'title' },
} as const;

/**
 * Reads the current projected rows of a document's searchable items: its own row (a map's, list's or
 * board's title and description) and its nodes, to-dos or cards; only those in `wanted` when given.
 */
export async function readSources(
  trx: Kysely<DB>,
  documentName: string,
  name: DocumentName,
  wanted?: WantedItems,
): Promise<SearchSource[]> {
  const sources: SearchSource[] = [];
  if (name.kind !== 'inbox' && (wanted?.own ?? true)) {
    const own = await trx
      .selectFrom(OWN_TABLE[name.kind])
      .select(['id', 'title', 'description', 'updated_at'])
      .where('id', '=', name.id)
      .executeTakeFirst();
    if (own) sources.push(source(name.kind, own.id, own.title, own.description, own.updated_at));
  }
  const items = ITEMS[name.kind];
  const only = wanted?.[items.kind];
  if (only?.length === 0) return sources;
  const owner = items.owner === 'document_name' ? documentName : name.id;
  const { rows } = await sql<{ id: string; title: string; body: string; updated_at: Date }>`
    select id, ${sql.ref(items.title)} as title, description as body, updated_at from ${sql.table(items.table)}
    where ${sql.ref(items.owner)} = ${owner} ${only ? sql`and id = any(${only}::text[])` : sql``}`.execute(
    trx,
  );
  for (const row of rows) {
    sources.push(source(items.kind, row.id, row.title, row.body, new Date(row.updated_at)));
  }
  return sources;
}

function source(
  kind: SearchKind,
  itemId: string,
  title: string,
  body: string,
  updatedAt: Date,
): SearchSource {
  return { kind, itemId, title, body, updatedAt };
}

/** Folded words as the index stores them: a space before and after each (' conference ecole '). */
export const spacedWords = (words: readonly string[]) => (words.length === 0 ? ' ' : ` ${words.join(' ')} `);

/**
 * The head of a title whose first word is `first`: its first character, and a space after it when that
 * character is the whole word ('p' for "Plan", 'p ' for "P plan"), so a one-character query finds its
 * whole-word titles and its prefixes each in the head's index, newest first.
 */
function titleHead(first: string | undefined): string {
  if (first === undefined) return '';
  const char = String.fromCodePoint(first.codePointAt(0)!);
  return char === first ? `${char} ` : char;
}

/** The row the index stores for an item: its texts, their folded words, the title's head and its keys. */
export function indexRow(workspaceId: string, documentName: string, item: SearchSource) {
  const titleWords = foldedWords(item.title);
  const bodyWords = foldedWords(item.body);
  const head = titleHead(titleWords[0]);
  return {
    workspace_id: workspaceId,
    document_name: documentName,
    kind: item.kind,
    item_id: item.itemId,
    title: item.title,
    body: item.body,
    title_words: spacedWords(titleWords),
    body_words: spacedWords(bodyWords),
    head,
    pairs: itemKeys(workspaceId, titleWords, bodyWords),
    updated_at: item.updatedAt,
  };
}
