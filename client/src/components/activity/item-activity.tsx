import { useId } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorText } from '@client/lib/api-errors';
import { formatDateTime } from '@client/lib/format-date';
import { timeAgo } from '@client/lib/relative-time';
import { activityWords, authorWords } from './activity-words';
import { useItemActivity, type ActivityItem } from './api/get-item-activity';
import './activity.css';

export interface ItemActivityProps {
  item: ActivityItem;
  /** Any value that changes whenever the item changes in its live document (see useItemActivity). */
  revision: string;
}

/** An edit dialog's Activity section: what happened to the to-do or card, newest first, and who did it. */
export function ItemActivity({ item, revision }: ItemActivityProps) {
  const headingId = useId();
  const activity = useItemActivity(item, revision);
  const entries = activity.data?.entries ?? [];
  return (
    <section className="item-activity" aria-labelledby={headingId} aria-busy={activity.isPending}>
      <h3 id={headingId} className="item-activity__title">
        Activity
      </h3>
      {activity.isPending && (
        <div className="item-activity__loading">
          <span className="visually-hidden">Loading activity…</span>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
      )}
      {/* A failed refresh keeps what was read before; the next change or focus reads again. */}
      {activity.isError && !activity.data && (
        <LoadError
          title="Activity could not be loaded"
          message={errorText(activity.error, 'Something went wrong.')}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      )}
      {activity.isSuccess && entries.length === 0 && (
        <p className="item-activity__empty">No activity recorded yet.</p>
      )}
      {entries.length > 0 && (
        <ol className="item-activity__list">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.kind}-${index}`} className="item-activity__entry">
              <span>
                <strong className="item-activity__who">{authorWords(entry)}</strong> {activityWords(entry)}
              </span>
              <time className="item-activity__when" dateTime={entry.at} title={formatDateTime(entry.at)}>
                {timeAgo(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
