import { X } from 'lucide-react';
import { useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import type * as Y from 'yjs';
import type { Version } from '@shared/api/history';
import { IconButton } from '@client/components/ui/icon-button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { failureText } from '@client/lib/api-client';
import { VersionMapSlot } from '@client/lib/document-history';
import { formatDateTime } from '@client/lib/format-date';
import type { HistoryTarget } from '../api/history-keys';
import { useVersionPreview } from '../hooks/use-version-preview';
import type { PreviewContent } from '../utils/preview-content';
import { timeAgo } from '@client/lib/relative-time';
import { DiffLegend } from './diff-marks';
import { BoardPreview, OutlinePreview, TodosPreview } from './preview-views';
import { RestoreButton } from './restore-button';

/** The title of each item the preview shows, by id: how a restore's answer names what it skipped. */
function itemNames(content: PreviewContent): Map<string, string> {
  switch (content.kind) {
    case 'mindmap':
      return new Map(content.rows.map((row) => [row.id, row.label]));
    case 'todos':
      return new Map(content.rows.map((row) => [row.todo.id, row.todo.title]));
    case 'board':
      return new Map(content.lanes.flatMap((lane) => lane.cards.map((row) => [row.card.id, row.card.title])));
  }
}

/** A map's version: the editor's canvas for it where the app provides one, above its outline. */
function MapPreview({
  content,
  update,
}: {
  content: PreviewContent & { kind: 'mindmap' };
  update: Uint8Array;
}) {
  const drawMap = useContext(VersionMapSlot);
  const { removed, changed } = useMemo(() => {
    const marked = (mark: string) => content.rows.filter((row) => row.mark === mark).map((row) => row.id);
    return { removed: marked('removed'), changed: marked('changed') };
  }, [content.rows]);
  return (
    <>
      {drawMap?.({
        update,
        removed,
        changed,
        label: `Mind map ${content.title.trim() || 'Untitled'} at this version, read-only. Nodes removed or changed since are ringed.`,
      })}
      <OutlinePreview rows={content.rows} />
    </>
  );
}

function PreviewBody({ content, update }: { content: PreviewContent; update: Uint8Array }) {
  switch (content.kind) {
    case 'mindmap':
      return <MapPreview content={content} update={update} />;
    case 'todos':
      return <TodosPreview rows={content.rows} />;
    case 'board':
      return <BoardPreview lanes={content.lanes} />;
  }
}

export interface VersionPreviewProps {
  target: HistoryTarget;
  version: Version;
  /** The live document, to compare with; null while it loads. */
  live: Y.Doc | null;
  readOnly: boolean;
  onClose(): void;
  onRestored(message: string): void;
}

/**
 * A version, read-only, from its state applied to a document of its own (never the device copy or the live
 * document), each item marked as added, removed or changed since; editors may restore it from here.
 */
export function VersionPreview({
  target,
  version,
  live,
  readOnly,
  onClose,
  onRestored,
}: VersionPreviewProps) {
  const { content, update } = useVersionPreview(target, version.id, live);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const when = timeAgo(version.createdAt);
  // The preview takes the list's place on a phone: the focus goes to its heading, which names it.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const names = content ? itemNames(content) : null;
  const nameOf = useCallback((id: string) => names?.get(id) ?? null, [names]);
  const titleChanged = content && content.title !== content.titleNow && content.title.trim();

  return (
    <section className="history-preview" aria-labelledby={headingId} data-testid="version-preview">
      <header className="history-preview__header">
        <div className="history-preview__heading">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="history-preview__title">
            {version.name ?? `Version from ${when}`}
          </h3>
          <p className="history-preview__meta">
            Read-only preview · <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
          </p>
        </div>
        <div className="history-preview__actions">
          {!readOnly && content && <RestoreButton {...{ target, version, when, nameOf, onRestored }} />}
        </div>
        <span className="history-preview__close">
          <IconButton size="sm" label="Close preview" icon={<X />} onClick={onClose} />
        </span>
      </header>
      {content && <DiffLegend counts={content.counts} />}
      {titleChanged && (
        <p className="history-preview__renamed">
          Title at this version: “{content.title}” (now “{content.titleNow.trim() || 'Untitled'}”)
        </p>
      )}
      <div className="history-preview__body">
        {update.isError ? (
          <LoadError
            title="This version could not be loaded."
            message={failureText(update.error, 'Check your connection and try again.')}
            onRetry={() => void update.refetch()}
            retrying={update.isFetching}
          />
        ) : content && update.data ? (
          <PreviewBody content={content} update={update.data} />
        ) : (
          <Spinner label="Loading the version" showLabel />
        )}
      </div>
    </section>
  );
}
