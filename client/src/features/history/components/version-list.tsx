import { Bookmark } from 'lucide-react';
import type { Version } from '@shared/api/history';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { failureText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format-date';
import type { HistoryTarget } from '../api/history-keys';
import { useVersions } from '../api/get-versions';
import { timeAgo } from '@client/lib/relative-time';
import { summaryInWords } from '../utils/summary-words';

export const NO_VERSIONS = 'No versions yet: a version is saved after a minute without edits.';
const AUTHORS_SHOWN = 3;

/** Who wrote a version, in words: "Maya Chen, Leo Park and 2 more". */
export function authorsInWords(version: Version): string {
  const names = version.authors.map((author) => author.name);
  if (names.length === 0) return 'Unknown author';
  if (names.length <= AUTHORS_SHOWN) return names.join(', ');
  return `${names.slice(0, AUTHORS_SHOWN).join(', ')} and ${names.length - AUTHORS_SHOWN} more`;
}

function VersionItem({
  version,
  selected,
  onSelect,
}: {
  version: Version;
  selected: boolean;
  onSelect(): void;
}) {
  const when = timeAgo(version.createdAt);
  const summary = summaryInWords(version.summary);
  return (
    <button
      type="button"
      className="history-version"
      data-version-id={version.id}
      data-named={version.name !== null || undefined}
      aria-current={selected || undefined}
      onClick={onSelect}
    >
      <span className="history-version__top">
        {version.name !== null && (
          <span className="history-version__name">
            <Bookmark aria-hidden="true" />
            <span className="visually-hidden">Named version: </span>
            {version.name}
          </span>
        )}
        <time
          className="history-version__time"
          dateTime={version.createdAt}
          title={formatDateTime(version.createdAt)}
        >
          {when}
        </time>
      </span>
      <span className="history-version__authors">{authorsInWords(version)}</span>
      <span className="history-version__summary" title={summary}>
        {summary}
      </span>
    </button>
  );
}

function ListSkeleton() {
  return (
    <div className="history-list__loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading versions
      </span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="history-list__skeleton">
          <Skeleton width="40%" />
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </div>
      ))}
    </div>
  );
}

export interface VersionListProps {
  target: HistoryTarget;
  selectedId: string | null;
  onSelect(version: Version): void;
}

/** The document's versions, newest first, page by page ("Load more"), each a button that previews it. */
export function VersionList({ target, selectedId, onSelect }: VersionListProps) {
  const versions = useVersions(target);
  if (versions.isPending) return <ListSkeleton />;
  // A page after the first that failed keeps the pages before it: only a failed first page is an error here.
  if (!versions.data) {
    return (
      <div className="history-list__message">
        <LoadError
          title="The versions could not be loaded."
          message={failureText(versions.error, 'Check your connection and try again.')}
          onRetry={() => void versions.refetch()}
          retrying={versions.isRefetching}
        />
      </div>
    );
  }
  const all = versions.data.pages.flatMap((page) => page.versions);
  if (all.length === 0) return <p className="history-list__empty">{NO_VERSIONS}</p>;
  return (
    <div className="history-list__scroll">
      <ul className="history-list" aria-label="Versions, newest first">
        {all.map((version) => (
          <li key={version.id}>
            <VersionItem
              version={version}
              selected={version.id === selectedId}
              onSelect={() => onSelect(version)}
            />
          </li>
        ))}
      </ul>
      {versions.isFetchNextPageError && (
        <p className="history-list__more-error" role="alert">
          More versions could not be loaded. {failureText(versions.error, 'Try again.')}
        </p>
      )}
      {versions.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="history-list__more"
          loading={versions.isFetchingNextPage}
          onClick={() => void versions.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
