import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { DB } from '../../server/src/db/schema';
import { findRows } from '../../server/src/plugins/app/search/search-repository';
import { queryTerms } from '../../shared/search/fold';

/** Calls `counted` for each statement a query runs, changing nothing. */
function countPlugin(counted: () => void): KyselyPlugin {
  return {
    transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => node,
    transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      counted();
      return Promise.resolve(result);
    },
  };
}

/** Runs each raw query as `explain (analyze, buffers)` of itself, keeping each one's plan in `plans`. */
function explainPlugin(plans: string[]): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind !== 'RawNode') return node;
      const [first = '', ...rest] = node.sqlFragments;
      return { ...node, sqlFragments: [`explain (analyze, buffers) ${first}`, ...rest] };
    },
    transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      plans.push(result.rows.map((row) => (row as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n'));
      // No rows to the caller: a next step asks for the whole page, as it does after a first step that
      // found nothing.
      return Promise.resolve({ ...result, rows: [] });
    },
  };
}

/**
 * The plans of the statements GET /api/search runs for `q` (its first page: 20 results and one more), as
 * the database executed them: the repository's own query (findRows), run once as it is, to learn how many
 * of its steps it ran (a first step that fills the page is the last), then once explained.
 */
export async function explainSearch(db: Kysely<DB>, workspaceId: string, q: string): Promise<string> {
  const input = { workspaceId, terms: queryTerms(q), kinds: undefined, after: null, limit: 21 };
  let statements = 0;
  await findRows(db.withPlugin(countPlugin(() => (statements += 1))), input);
  const plans: string[] = [];
  await findRows(db.withPlugin(explainPlugin(plans)), input);
  // Explained, no statement answers rows, so every step runs: only those the query ran as it is are shown.
  return plans.slice(0, statements).join('\n-- then\n');
}
