import { createHash } from 'node:crypto';
import { characterPairs, queryPairs } from '@shared/search/fold';

/**
 * A query narrows by at most this many character pairs: any subset of the pairs still holds every match
 * (the words are checked after), and a long query's many pairs would only make the index walk more lists.
 */
const PAIRS_MAX = 12;

/** Where a key says its pair sits: anywhere in the item (the title or the body), or in its title. */
export type KeyPlace = 'anywhere' | 'title';
const SEPARATOR: Record<KeyPlace, string> = { anywhere: '.', title: '^' };

/**
 * The mark a workspace's keys start with: six characters of a hash of its id. The index's lists are then
 * one workspace's own, so a common pair finds the rows of the workspace searched, not those of every
 * other one; two workspaces sharing a mark (one in 2^36) only share lists, as the query checks the id too.
 */
function workspaceMark(workspaceId: string): string {
  return createHash('sha256').update(workspaceId).digest('base64url').slice(0, 6);
}

const keysOf = (mark: string, place: KeyPlace, pairs: readonly string[]) =>
  pairs.map((pair) => `${mark}${SEPARATOR[place]}${pair}`);

/**
 * The keys the index stores for an item of folded words `titleWords` and `bodyWords`: each character pair
 * of either under the workspace's mark, and the title's pairs once more as title keys, which narrow a
 * title match (what ranks first) to the items holding the query in their title.
 */
export function itemKeys(
  workspaceId: string,
  titleWords: readonly string[],
  bodyWords: readonly string[],
): string[] {
  const mark = workspaceMark(workspaceId);
  return [
    ...keysOf(mark, 'anywhere', characterPairs([...titleWords, ...bodyWords].join(' '))),
    ...keysOf(mark, 'title', characterPairs(titleWords.join(' '))),
  ];
}

/** The keys an item of the workspace must hold to match the query's terms, in its title or anywhere. */
export function queryKeys(workspaceId: string, terms: readonly string[], place: KeyPlace): string[] {
  return keysOf(workspaceMark(workspaceId), place, queryPairs(terms).slice(0, PAIRS_MAX));
}
