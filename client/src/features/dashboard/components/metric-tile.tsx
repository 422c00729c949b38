import type { KindMetrics } from '@shared/api/dashboard';
import { SPARKLINE_DAYS } from '@shared/constants';
import { Skeleton } from '@client/components/ui/skeleton';
import { Sparkline } from '@client/components/ui/sparkline';
import { Tile } from '@client/components/ui/tile';
import type { ItemSource } from '@client/lib/workspace-items/item-sources';

/** One kind's figures: how many there are, a 14-day sparkline of creations, Today and Week. */
export function MetricTile({ source, metrics }: { source: ItemSource; metrics: KindMetrics | undefined }) {
  const Icon = source.icon;
  return (
    <Tile as="li" title={source.label} icon={<Icon />} className="dashboard-metric">
      {metrics ? (
        <>
          <div className="dashboard-metric__figures">
            <p className="dashboard-metric__total">
              <span className="dashboard-metric__value">{metrics.total}</span> total
            </p>
            <Sparkline
              values={metrics.series}
              label={`${source.label} created per day over the last ${SPARKLINE_DAYS} days`}
            />
          </div>
          <dl className="dashboard-metric__periods">
            <div>
              <dt>Today</dt>
              <dd>{metrics.today}</dd>
            </div>
            <div>
              <dt>Week</dt>
              <dd>{metrics.week}</dd>
            </div>
          </dl>
        </>
      ) : (
        <Skeleton height={84} />
      )}
    </Tile>
  );
}
