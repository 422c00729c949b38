import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isNoSpaceTerm, isShortQuery, queryPairs } from '@shared/search/fold';
import type { DB } from '../../../db/schema';
import type { SearchKind } from '../../../db/search-schema';

/**
 * A query narrows by at most this many character pairs: any subset of the pairs still holds every match
 * (the words are checked after), and a long query's many pairs would only make the index walk more lists.
 */
const PAIRS_MAX = 12;

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

/**
 * The rows of a workspace matching a query's terms, best first: whole words in the title, word prefixes in
 * the title, whole words in the title or body, then prefixes there; within each, the most recently changed
 * first. The pairs index (or, for a one-character query, the title's head) narrows the rows; the patterns
 * on the folded words decide.
 */
export async function findRows(
  db: Kysely<DB>,
  input: {
    workspaceId: string;
    terms: readonly string[];
    kinds: readonly SearchKind[] | undefined;
    after: SearchPosition | null;
    limit: number;
  },
): Promise<FoundRow[]> {
  const { short, title, either } = conditions(input.terms);
  const narrow = short
    ? sql<boolean>`head = ${String.fromCodePoint(input.terms[0]!.codePointAt(0)!)} and ${title('prefix')}`
    : sql<boolean>`pairs @> ${sql.val(queryPairs(input.terms).slice(0, PAIRS_MAX))}::text[] and ${either('prefix')}`;
  const tier = short
    ? sql<number>`case when ${title('whole')} then 0 else 1 end`
    : sql<number>`case when ${title('whole')} then 0 when ${title('prefix')} then 1 when ${either('whole')} then 2 else 3 end`;
  const kinds = input.kinds ? sql`and kind = any(${sql.val(input.kinds)}::text[])` : sql``;
  const after = input.after;
  const start = after
    ? sql`where tier > ${after.tier} or (tier = ${after.tier} and (updated_at < ${after.updatedAt}::timestamptz
        or (updated_at = ${after.updatedAt}::timestamptz
          and (document_name, kind, item_id) > (${after.documentName}, ${after.kind}, ${after.itemId}))))`
    : sql``;
  const { rows } = await sql<FoundRow>`
    select document_name, kind, item_id, title, body, updated_at, tier from (
      select document_name, kind, item_id, title, body, updated_at, ${tier} as tier
      from search_items
      where workspace_id = ${input.workspaceId}::uuid and ${narrow} ${kinds}
    ) found
    ${start}
    order by tier, updated_at desc, document_name, kind, item_id
    limit ${input.limit}`.execute(db);
  return rows.map((row) => ({ ...row, tier: Number(row.tier), updated_at: new Date(row.updated_at) }));
}
