import { LayoutPanelTop } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@client/components/ui/button-link';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { ITEM_SOURCES, type ItemSource } from '@client/lib/workspace-items/item-sources';
import { useAllWorkspaceItems } from '@client/lib/workspace-items/use-workspace-items';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { useFirstVisit } from '../hooks/use-first-visit';
import { DASHBOARD_TEXTS } from '../utils/texts';
import { CreateDialog } from './create-dialog';
import { MetricTile } from './metric-tile';
import { RecentItemsTile } from './recent-items-tile';
import './dashboard.css';

/**
 * /dashboard: a metric tile and a recent-items tile for each of maps, to-do lists and boards, and the
 * create modal. The metrics and the three lists are requested at once.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const metrics = useDashboardMetrics();
  const lists = useAllWorkspaceItems();
  const [creating, setCreating] = useState<ItemSource | null>(null);
  const name = user.given_name || user.name || user.email;
  const firstVisit = useFirstVisit(user.sub);
  const failed = [metrics, ...lists].filter((query) => query.isError);

  return (
    <div className="dashboard">
      <PageHeader
        title="Dashboard"
        description={firstVisit ? `Welcome to Mindlane, ${name}.` : `Welcome back, ${name}.`}
        actions={
          <ButtonLink to="/workspace" variant="secondary" leadingIcon={<LayoutPanelTop />}>
            Open Workspace
          </ButtonLink>
        }
      />
      {failed.length > 0 && (
        <LoadError
          title={DASHBOARD_TEXTS.loadFailed}
          onRetry={() => failed.forEach((query) => void query.refetch())}
          retrying={failed.some((query) => query.isFetching)}
        />
      )}
      <section aria-labelledby="dashboard-metrics">
        <h2 id="dashboard-metrics" className="dashboard__heading">
          Activity
        </h2>
        <ul className="dashboard__tiles" aria-busy={metrics.isPending || undefined}>
          {ITEM_SOURCES.map((source) => (
            <MetricTile key={source.kind} source={source} metrics={metrics.data?.[source.metric]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-recent">
        <h2 id="dashboard-recent" className="dashboard__heading">
          Recently updated
        </h2>
        <ul className="dashboard__tiles">
          {ITEM_SOURCES.map((source, index) => (
            <RecentItemsTile
              key={source.kind}
              source={source}
              items={lists[index]?.data}
              onCreate={setCreating}
            />
          ))}
        </ul>
      </section>
      <CreateDialog source={creating} onClose={() => setCreating(null)} />
    </div>
  );
}
