import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isNoSpaceTerm, isShortQuery } from '@shared/search/fold';
import type { DB } from '../../../db/schema';
import type { SearchKind } from '../../../db/search-schema';
import { queryKeys, type KeyPlace } from './search-keys';

/** Where a page starts: after this row of the order (tier, newest first, then the row's key). */
export interface SearchPosition {
  tier: number;
  updatedAt: Date;
  documentName: string;
  kind: SearchKind;
  itemId: string;
}

export interface FoundRow {
  document_name: string;
  kind: SearchKind;
  item_id: string;
  title: string;
  body: string;
  updated_at: Date;
  tier: number;
}

type Column = 'title_words' | 'body_words';

/** The patterns of a term: at a word start, as a whole word; a term of a script without spaces anywhere. */
function patterns(term: string, first: boolean) {
  if (isNoSpaceTerm(term)) return { prefix: `%${term}%`, whole: `%${term}%` };
  // The words are folded letters and digits, so a term holds no `%`, `_` or `\`.
  const lead = first ? ' ' : '% ';
  return { prefix: `${lead}${term}%`, whole: `${lead}${term} %` };
}

const like = (column: Column, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern}`;
const all = (conditions: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/**
 * Conditions of a query's terms: each term in the title (`title`) or in the title or the body (`either`),
 * at a word start (`prefix`) or as a whole word (`whole`). A query of single characters is the title-prefix
 * rule: its first term starts the title and it looks at titles only.
 */
function conditions(terms: readonly string[]) {
  const short = isShortQuery(terms);
  const each = terms.map((term, index) => patterns(term, short && index === 0));
  const title = (form: 'prefix' | 'whole') => all(each.map((pattern) => like('title_words', pattern[form])));
  const either = (form: 'prefix' | 'whole') =>
    all(
      each.map(
        (pattern) =>
          sql<boolean>`(${like('title_words', pattern[form])} or ${like('body_words', pattern[form])})`,
      ),
    );
  return { short, title, either };
}

interface FindInput {
  workspaceId: string;
  terms: readonly string[];
  kinds: readonly SearchKind[] | undefined;
  after: SearchPosition | null;
  limit: number;
}

/** Where a page starts among rows of the tier `tier`, from a cursor of the same tier or one before it. */
function startAfter(after: SearchPosition | null) {
  if (!after) return sql`true`;
  return sql`(tier > ${after.tier} or (tier = ${after.tier} and (updated_at < ${after.updatedAt}::timestamptz
    or (updated_at = ${after.updatedAt}::timestamptz
      and (document_name, kind, item_id) > (${after.documentName}, ${after.kind}, ${after.itemId})))))`;
}

/**
 * The rows holding every one of `keys`, and only through the keys' index: the keys are the workspace's own
 * already, and a planner without statistics (PGlite runs no ANALYZE) would otherwise also walk the
 * workspace's whole index to intersect it (7 of 28 ms for "pro"). `offset 0` keeps the workspace's
 * condition outside this scan.
 */
const keyed = (keys: readonly string[]) =>
  sql`(select * from search_items where pairs @> ${sql.val(keys)}::text[] offset 0) keyed`;

/** The rows of the workspace in `source` that `narrow` keeps, ranked by `tier`, from `after` on. */
async function rowsOf(
  db: Kysely<DB>,
  input: FindInput,
  source: RawBuilder<unknown>,
  narrow: RawBuilder<boolean>,
  tier: RawBuilder<number>,
  after: SearchPosition | null,
  limit: number,
): Promise<FoundRow[]> {
  const kinds = input.kinds ? sql`and kind = any(${sql.val(input.kinds)}::text[])` : sql``;
  const { rows } = await sql<FoundRow>`
    select document_name, kind, item_id, title, body, updated_at, tier from (
      select document_name, kind, item_id, title, body, updated_at, ${tier} as tier
      from ${source}
      where workspace_id = ${input.workspaceId}::uuid and ${narrow} ${kinds}
    ) found
    where ${startAfter(after)}
    order by tier, updated_at desc, document_name, kind, item_id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, tier: Number(row.tier), updated_at: new Date(row.updated_at) }));
}

/** One statement of a query: the rows of `source` that `narrow` keeps, ranked by `tier` up to `lastTier`. */
interface Step {
  source: RawBuilder<unknown>;
  narrow: RawBuilder<boolean>;
  tier: RawBuilder<number>;
  lastTier: number;
}

/**
 * Runs a query's steps in the order of their tiers until the page is full: a step the cursor is already
 * past is skipped, and only the step the cursor stands in starts after it.
 */
async function inSteps(db: Kysely<DB>, input: FindInput, steps: readonly Step[]): Promise<FoundRow[]> {
  const { after, limit } = input;
  const found: FoundRow[] = [];
  let firstTier = 0;
  for (const step of steps) {
    const from = firstTier;
    firstTier = step.lastTier + 1;
    if (after && after.tier > step.lastTier) continue;
    const start = after && after.tier >= from ? after : null;
    found.push(
      ...(await rowsOf(db, input, step.source, step.narrow, step.tier, start, limit - found.length)),
    );
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The steps of a one-character query: titles starting with its first term. A query of that one character
 * takes its whole-word titles (heads 'p ') and then its prefixes (heads 'p'), each walked newest first in
 * the heads' index, so it reads about a page, not every title that starts with the letter; a query of
 * several such characters checks the rest of its terms on both heads.
 */
function shortSteps(
  terms: readonly string[],
  title: (form: 'prefix' | 'whole') => RawBuilder<boolean>,
  titleTier: RawBuilder<number>,
): Step[] {
  const char = terms[0]!;
  const source = sql`search_items`;
  if (terms.length > 1) {
    const narrow = sql<boolean>`head in (${char}, ${`${char} `}) and ${title('prefix')}`;
    return [{ source, narrow, tier: titleTier, lastTier: 1 }];
  }
  return [
    { source, narrow: sql<boolean>`head = ${`${char} `}`, tier: sql<number>`0`, lastTier: 0 },
    { source, narrow: sql<boolean>`head = ${char}`, tier: sql<number>`1`, lastTier: 1 },
  ];
}

/**
 * The rows of a workspace matching a query's terms, best first: whole words in the title, word prefixes in
 * the title, whole words in the title or body, then prefixes there; within each, the most recently changed
 * first. A one-character query looks at title heads only. Any other looks in two steps: the title matches
 * (tiers 0 and 1), narrowed by the workspace's title keys; then, when they do not fill the page, the rest,
 * narrowed by its keys of either text. So a word common in the workspace reads its title matches, not every
 * row that holds it; the patterns on the folded words decide.
 */
export async function findRows(db: Kysely<DB>, input: FindInput): Promise<FoundRow[]> {
  const { short, title, either } = conditions(input.terms);
  const keys = (place: KeyPlace) => keyed(queryKeys(input.workspaceId, input.terms, place));
  const titleTier = sql<number>`case when ${title('whole')} then 0 else 1 end`;
  if (short) return inSteps(db, input, shortSteps(input.terms, title, titleTier));
  return inSteps(db, input, [
    { source: keys('title'), narrow: title('prefix'), tier: titleTier, lastTier: 1 },
    {
      source: keys('anywhere'),
      narrow: sql<boolean>`${either('prefix')} and not ${title('prefix')}`,
      tier: sql<number>`case when ${either('whole')} then 2 else 3 end`,
      lastTier: 3,
    },
  ]);
}
