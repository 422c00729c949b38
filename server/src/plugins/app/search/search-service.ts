import type { FastifyInstance } from 'fastify';
import type { SearchAnswer, SearchQuery, SearchResult } from '@shared/api/search';
import { foldText, isShortQuery, matchFolded, originalRanges, queryTerms } from '@shared/search/fold';
import { parseDocumentName } from '@shared/schema/document-name';
import { badRequest } from '../../../http-errors';
import { decodeCursor, encodeCursor } from './search-cursor';
import { buildDocument, unbuiltDocuments } from './search-index';
import { findRows, type FoundRow } from './search-repository';
import { snippetOf, termRanges } from './snippets';

/** A query's words past this many are left out: each is one more pattern on every row the pairs found. */
const TERMS_MAX = 12;
/**
 * Documents of the workspace not indexed whole yet that a search indexes before it looks (a list made a
 * moment ago, whose store recorded no item); more are left to the background build.
 */
const BUILD_BEFORE_SEARCH = 4;

/** The app's address that opens an item, and the map, list or board that holds it. */
function placeOf(row: FoundRow): { documentId: string | null; url: string } {
  const name = parseDocumentName(row.document_name);
  const documentId = name && name.kind !== 'inbox' ? name.id : null;
  const id = encodeURIComponent(row.item_id);
  switch (row.kind) {
    case 'mindmap':
      return { documentId, url: `/maps/${id}` };
    case 'todolist':
      return { documentId, url: `/todos/${id}` };
    case 'board':
      return { documentId, url: `/kanban/${id}` };
    case 'node':
      return { documentId, url: `/maps/${documentId}?node=${id}` };
    case 'todo':
      return { documentId, url: `/todo/${id}` };
    case 'card':
      return { documentId, url: `/kanban/${documentId}?card=${id}` };
  }
}

/**
 * The result of a row the index found, checked again on its original texts: the title's snippet when every
 * term matches the title, else the body's around its first match. Null when the check fails (never, while
 * the index and the fold agree).
 */
function resultOf(row: FoundRow, terms: readonly string[]): SearchResult | null {
  const title = foldText(row.title);
  const inTitle = matchFolded(title.folded, terms);
  let shown: { text: string; ranges: Array<[number, number]> };
  if (inTitle) {
    shown = { text: row.title, ranges: originalRanges(inTitle.ranges, title.origin) };
  } else {
    if (isShortQuery(terms)) return null;
    const found = terms.every(
      (term) => termRanges(row.title, [term]) !== null || termRanges(row.body, [term]) !== null,
    );
    const ranges = termRanges(row.body, terms);
    if (!found || !ranges) return null;
    shown = { text: row.body, ranges };
  }
  const { snippet, highlights } = snippetOf(shown.text, shown.ranges);
  return { kind: row.kind, id: row.item_id, title: row.title, snippet, highlights, ...placeOf(row) };
}

/**
 * Searches the workspace's maps, lists, boards, nodes, to-dos and cards (what any member of it, and a
 * token of it, may read) for the query's words; a page of `limit` results and the cursor of the next.
 */
export async function searchWorkspace(
  app: Pick<FastifyInstance, 'database'>,
  workspaceId: string,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const { db } = app.database;
  const terms = queryTerms(query.q).slice(0, TERMS_MAX);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (after === undefined) throw badRequest('cursor: Invalid cursor');
  for (const name of await unbuiltDocuments(db, BUILD_BEFORE_SEARCH, workspaceId)) {
    await buildDocument(db, name);
  }
  const rows = await findRows(db, {
    workspaceId,
    terms,
    kinds: query.kinds,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.flatMap((row) => resultOf(row, terms) ?? []),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
