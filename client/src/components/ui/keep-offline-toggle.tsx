import clsx from 'clsx';
import { CloudDownload } from 'lucide-react';
import { useKeptOffline } from '@client/lib/offline/kept-offline';

/** Marks a map, list or board to keep available offline (its document is synced in the background). */
export function KeepOfflineToggle({ document, title }: { document: string; title: string }) {
  const [kept, toggle] = useKeptOffline(document);
  return (
    <button
      type="button"
      className={clsx('item-tile__offline', kept && 'item-tile__offline--kept')}
      aria-pressed={kept}
      aria-label={`Keep ${title} available offline`}
      title={kept ? 'Kept available offline' : 'Keep available offline'}
      onClick={toggle}
    >
      <CloudDownload aria-hidden="true" />
    </button>
  );
}
