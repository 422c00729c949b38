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

/** Runs each raw query as `explain (analyze, buffers)` of itself. */
const explainPlugin: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'RawNode') return node;
    const [first = '', ...rest] = node.sqlFragments;
    return { ...node, sqlFragments: [`explain (analyze, buffers) ${first}`, ...rest] };
  },
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  },
};

/**
 * The plan of the query GET /api/search runs for `q` (its first page: 20 results and one more), as the
 * database executed it: the repository's own query (findRows), explained.
 */
export async function explainSearch(db: Kysely<DB>, workspaceId: string, q: string): Promise<string> {
  const rows = await findRows(db.withPlugin(explainPlugin), {
    workspaceId,
    terms: queryTerms(q),
    kinds: undefined,
    after: null,
    limit: 21,
  });
  return rows.map((row) => (row as unknown as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n');
}
