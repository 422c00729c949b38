import { Bot, Circle, ListChecks, ListTodo, Network, SquareKanban, type LucideIcon } from 'lucide-react';
import type { AnalyticsKind } from '@shared/api/billing';
import { ANALYTICS_DAYS } from '@shared/constants';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { Sparkline } from '@client/components/ui/sparkline';
import { Tile } from '@client/components/ui/tile';
import { ApiError } from '@client/lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { AdminHeader } from './admin-nav';
import { AdminOnly, Forbidden } from './admin-only';

const TILES: { kind: AnalyticsKind; title: string; icon: LucideIcon }[] = [
  { kind: 'mindmaps', title: 'Mind maps', icon: Network },
  { kind: 'nodes', title: 'Nodes', icon: Circle },
  { kind: 'todoLists', title: 'To-do lists', icon: ListTodo },
  { kind: 'todos', title: 'Todos', icon: ListChecks },
  { kind: 'kanbans', title: 'Kanban boards', icon: SquareKanban },
  { kind: 'aiProcesses', title: 'AI processes', icon: Bot },
];

function AnalyticsTiles() {
  const analytics = useAnalytics();
  if (analytics.error instanceof ApiError && analytics.error.status === 403) return <Forbidden />;
  return (
    <>
      <AdminHeader page="Analytics" description={`Items created per day, last ${ANALYTICS_DAYS} days.`} />
      {analytics.isError ? (
        <LoadError
          title="Failed to load analytics"
          message={analytics.error.message}
          onRetry={() => analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <ul className="admin-analytics" aria-busy={analytics.isPending || undefined}>
          {TILES.map(({ kind, title, icon: Icon }) => (
            <Tile key={kind} as="li" title={title} icon={<Icon />}>
              {analytics.data ? (
                <>
                  <p className="admin-analytics__total">
                    {analytics.data.totals[kind].toLocaleString('en-US')}
                  </p>
                  <Sparkline
                    values={analytics.data.data.map((day) => day[kind])}
                    label={`${title} created per day over the last ${ANALYTICS_DAYS} days`}
                  />
                </>
              ) : (
                <Skeleton height={72} />
              )}
            </Tile>
          ))}
        </ul>
      )}
    </>
  );
}

/** /admin/analytics: six tiles with 30-day totals and sparklines. */
export function AnalyticsPage() {
  return (
    <div className="admin-page">
      <AdminOnly>
        <AnalyticsTiles />
      </AdminOnly>
    </div>
  );
}
