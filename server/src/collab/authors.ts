import * as Y from 'yjs';
import type { Author } from '../db/schema';

export type { Author } from '../db/schema';

/** The author of what the server writes on its own: the linked card/to-do rule, merges, migrations. */
export const SYSTEM_AUTHOR: Author = { kind: 'system' };

/** An update applied in memory, with who wrote it. */
export interface AuthoredUpdate {
  update: Uint8Array;
  author: Author;
}

/** One text per author, whatever order its keys came in (jsonb keeps its own). */
export function authorKey(author: Author): string {
  switch (author.kind) {
    case 'member':
      return `member:${author.userId}`;
    case 'token':
      return `token:${author.tokenId}:${author.name}`;
    case 'ai':
    case 'import':
      return `${author.kind}:${author.userId ?? ''}`;
    case 'system':
      return 'system';
  }
}

/** Each author once, in the order first seen. */
export function uniqueAuthors(authors: Iterable<Author>): Author[] {
  const byKey = new Map<string, Author>();
  for (const author of authors) {
    const key = authorKey(author);
    if (!byKey.has(key)) byKey.set(key, author);
  }
  return [...byKey.values()];
}

/**
 * Updates as log entries, one an author: an author's updates merged (they apply as they would one after
 * another), and never two authors in one entry, so each entry says who wrote it.
 */
export function entriesByAuthor(
  updates: readonly AuthoredUpdate[],
): Array<{ update: Uint8Array; authors: Author[] }> {
  const groups = new Map<string, { author: Author; updates: Uint8Array[] }>();
  for (const { update, author } of updates) {
    const key = authorKey(author);
    const group = groups.get(key) ?? { author, updates: [] };
    group.updates.push(update);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ author, updates: own }) => ({
    update: own.length > 1 ? Y.mergeUpdates(own) : own[0]!,
    authors: [author],
  }));
}
