import { Button } from '@client/components/ui/button';
import type { useSearch } from '@client/lib/search/use-search';

export interface PaletteStatusProps {
  q: string;
  found: ReturnType<typeof useSearch>;
}

/** What the search says besides its results: offline, failed, nothing found, or the count (announced). */
export function PaletteStatus({ q, found }: PaletteStatusProps) {
  const text = (() => {
    if (found.blank) return '';
    if (found.offline) return 'You are offline: search needs the network. Commands still work.';
    if (found.failed) return 'Search failed.';
    if (!found.current) return '';
    if (found.results.length === 0) return `No results for “${q.trim()}”`;
    return found.results.length === 1 ? '1 result' : `${found.results.length} results`;
  })();
  const quiet = found.current && found.results.length > 0;
  return (
    <div className="palette__status" data-quiet={quiet || undefined}>
      <p role="status" className={quiet ? 'visually-hidden' : undefined}>
        {text}
      </p>
      {found.failed && (
        <Button variant="secondary" size="sm" onClick={found.retry}>
          Try again
        </Button>
      )}
    </div>
  );
}
