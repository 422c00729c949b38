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
      return Promise.resolve(result);
    },
  };
}

/**
 * The plans of the statements GET /api/search runs for `q` (its first page: 20 results and one more), as
 * the database executed them: the repository's own query (findRows), run once as it is, to learn whether
 * its title matches filled the page or it also looked at the rest, then once explained.
 */
export async function explainSearch(db: Kysely<DB>, workspaceId: string, q: string): Promise<string> {
  const input = { workspaceId, terms: queryTerms(q), kinds: undefined, after: null, limit: 21 };
  const found = await findRows(db, input);
  const plans: string[] = [];
  await findRows(db.withPlugin(explainPlugin(plans)), input);
  // Explained, the first statement's answer is its plan, never a full page: the second always runs.
  const steps = found.filter((row) => row.tier <= 1).length === input.limit ? 1 : plans.length;
  return plans.slice(0, steps).join('\n-- then\n');
}
