import { ListTodo, Network, SquareKanban, type LucideIcon } from 'lucide-react';
import { LoadError } from '@client/components/ui/load-error';
import { ButtonLink } from '@client/components/ui/button-link';
import { PageHeader } from '@client/components/ui/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tile } from '@client/components/ui/tile';
import { useCurrentUser, useUsage } from '@client/lib/session';
import './dashboard.css';

/** Spec section 8: the dashboard's load error. */
const LOAD_FAILED = 'Failed to load data';

interface Area {
  title: string;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
  count: (usage: NonNullable<ReturnType<typeof useUsage>['data']>) => [used: number, limit: number];
}

const AREAS: Area[] = [
  {
    title: 'Mind maps',
    to: '/mindmaps',
    linkLabel: 'Open Mindmaps',
    icon: Network,
    count: (usage) => [usage.mindmaps, usage.limits.mindmaps],
  },
  {
    title: 'Todo lists',
    to: '/todos',
    linkLabel: 'Open Todos',
    icon: ListTodo,
    count: (usage) => [usage.todoLists, usage.limits.todoLists],
  },
  {
    title: 'Kanban boards',
    to: '/kanban',
    linkLabel: 'Open Kanban',
    icon: SquareKanban,
    count: (usage) => [usage.boards, usage.limits.boards],
  },
];

/** /dashboard: a welcome with the current workspace's counts and the way into each tool. */
export function DashboardPage() {
  const user = useCurrentUser();
  const usage = useUsage();
  const name = user.given_name || user.name || user.email;

  return (
    <div className="dashboard">
      <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
      {usage.isError ? (
        <LoadError title={LOAD_FAILED} onRetry={() => usage.refetch()} retrying={usage.isFetching} />
      ) : (
        <ul className="dashboard__tiles" aria-busy={usage.isPending || undefined}>
          {AREAS.map((area) => {
            const Icon = area.icon;
            const [used, limit] = usage.data ? area.count(usage.data) : [0, 0];
            return (
              <Tile
                key={area.to}
                as="li"
                title={area.title}
                icon={<Icon />}
                footer={
                  <ButtonLink to={area.to} variant="secondary" size="sm">
                    {area.linkLabel}
                  </ButtonLink>
                }
              >
                {usage.data ? (
                  <p className="dashboard__count">
                    <span className="dashboard__count-value">{used}</span>
                    <span className="dashboard__count-limit"> of {limit}</span>
                  </p>
                ) : (
                  <Skeleton shape="text" width="60%" height={32} />
                )}
              </Tile>
            );
          })}
        </ul>
      )}
    </div>
  );
}
