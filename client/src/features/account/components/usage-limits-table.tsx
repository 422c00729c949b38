import type { Usage } from '@shared/api/auth';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { useUsage } from '@client/lib/session';
import './account.css';

const ROWS: { label: string; count: (usage: Usage) => [used: number, limit: number] }[] = [
  { label: 'Mind maps', count: (usage) => [usage.mindmaps, usage.limits.mindmaps] },
  { label: 'To-do lists', count: (usage) => [usage.todoLists, usage.limits.todoLists] },
  { label: 'Boards', count: (usage) => [usage.boards, usage.limits.boards] },
  { label: 'AI automations (this month)', count: (usage) => [usage.aiUsage, usage.aiLimit] },
];

function UsageBar({ used, limit }: { used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <progress
      className="usage-bar"
      data-full={used >= limit || undefined}
      max={100}
      value={percent}
      aria-label={`${percent}% used`}
    />
  );
}

/** The Usage Limits table: used / limit of each resource, from GET {fn}/usage. */
export function UsageLimitsTable() {
  const usage = useUsage();

  if (usage.isError) {
    return (
      <LoadError
        title="Failed to load usage"
        message={usage.error.message}
        onRetry={() => usage.refetch()}
        retrying={usage.isFetching}
      />
    );
  }

  return (
    <section aria-labelledby="usage-limits-title" className="account-section">
      <h2 id="usage-limits-title" className="account-section__title">
        Usage Limits
      </h2>
      <Table
        caption="Usage Limits"
        aria-busy={usage.isPending || undefined}
        columns={[
          { label: 'Resource' },
          { label: 'Used / Limit', className: 'ui-table__num' },
          { label: 'Share used', className: 'usage-col-bar', hidden: true },
        ]}
      >
        <tbody>
          {ROWS.map((row) => {
            const counts = usage.data ? row.count(usage.data) : null;
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="ui-table__num">
                  {counts ? (
                    `${counts[0]} / ${counts[1]}`
                  ) : (
                    <Skeleton width={56} className="usage-skeleton" />
                  )}
                </td>
                <td className="usage-col-bar">{counts && <UsageBar used={counts[0]} limit={counts[1]} />}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
