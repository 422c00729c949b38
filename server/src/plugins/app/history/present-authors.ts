import type { Author } from '../../../db/schema';

/** How authors that are not people are called, in a version's authors and an activity entry's. */
const AUTHOR_NAMES = { ai: 'AI', import: 'Import', system: 'Mindlane' } as const;
/** A member whose account is gone. */
const FORMER_MEMBER = 'Former member';

/** The ids of the members among `authors`, each once: what presentAuthor needs named. */
export function memberIdsOf(authors: Iterable<Author>): string[] {
  const ids = new Set<string>();
  for (const author of authors) if (author.kind === 'member') ids.add(author.userId);
  return [...ids];
}

/** An author as a version or an activity entry shows it, members named from `members` (id → name). */
export function presentAuthor(author: Author, members: ReadonlyMap<string, string>) {
  switch (author.kind) {
    case 'member':
      return { kind: author.kind, id: author.userId, name: members.get(author.userId) ?? FORMER_MEMBER };
    case 'token':
      return { kind: author.kind, id: author.tokenId, name: author.name };
    case 'ai':
    case 'import':
      return { kind: author.kind, id: author.userId ?? null, name: AUTHOR_NAMES[author.kind] };
    case 'system':
      return { kind: author.kind, id: null, name: AUTHOR_NAMES.system };
  }
}
