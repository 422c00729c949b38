import { sql, type Kysely } from 'kysely';
import { DASHBOARD_KINDS, type DashboardKind, type DashboardMetrics } from '@shared/api/dashboard';
import { DAY_MS } from '@shared/constants';
import type { DB } from '../../../db/schema';

const TABLES: Record<DashboardKind, 'mindmaps' | 'todo_lists' | 'boards'> = {
  mindmaps: 'mindmaps',
  todoLists: 'todo_lists',
  boards: 'boards',
};

/**
 * The dashboard's figures from the workspace's items as they are now, the same rows the list pages count
 * (each table has an index on (workspace_id, created_at)), so the dashboard and the list pages agree.
 */
export function createDashboardMetricsRepository(db: Kysely<DB>) {
  return {
    async forWorkspace(workspaceId: string, now: Date, days: number): Promise<DashboardMetrics> {
      const from = new Date(now.getTime() - days * DAY_MS);
      // age 0 = the last 24 hours, 1 = the 24 hours before, …
      const perKind = DASHBOARD_KINDS.map(
        (kind) => sql<{ kind: string; age: number | null; count: number }>`
          select ${kind}::text as kind, null::int as age, count(*)::int as count
          from ${sql.table(TABLES[kind])} where workspace_id = ${workspaceId}
          union all
          select ${kind}::text, floor(extract(epoch from (${now}::timestamptz - created_at)) / 86400)::int,
            count(*)::int
          from ${sql.table(TABLES[kind])}
          where workspace_id = ${workspaceId} and created_at > ${from}::timestamptz
            and created_at <= ${now}::timestamptz
          group by 2`,
      );
      const { rows } = await sql<{ kind: DashboardKind; age: number | null; count: number }>`${sql.join(
        perKind,
        sql` union all `,
      )}`.execute(db);

      const result = Object.fromEntries(
        DASHBOARD_KINDS.map((kind) => [
          kind,
          { series: Array<number>(days).fill(0), today: 0, week: 0, total: 0 },
        ]),
      ) as DashboardMetrics;
      for (const row of rows) {
        const metrics = result[row.kind];
        if (row.age === null) metrics.total = Number(row.count);
        else if (row.age >= 0 && row.age < days) metrics.series[days - 1 - row.age] = Number(row.count);
      }
      for (const kind of DASHBOARD_KINDS) {
        const { series } = result[kind];
        result[kind].today = series[days - 1]!;
        result[kind].week = series.slice(-7).reduce((sum, count) => sum + count, 0);
      }
      return result;
    },
  };
}
