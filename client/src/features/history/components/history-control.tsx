import { History } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IconButton } from '@client/components/ui/icon-button';
import type { DocumentHistoryProps } from '@client/lib/document-history';

const HistorySheet = lazy(async () => ({ default: (await import('./history-sheet')).HistorySheet }));

/** The key that opens and closes a document's history, as aria-keyshortcuts names it. */
export const HISTORY_SHORTCUT = 'Alt+Shift+H';

/** Whether a key event is the history shortcut (by key position: Alt+Shift changes the letter on a Mac). */
function isHistoryKey(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH';
}

/**
 * A document's History button, which opens its version history (its code loaded on first use);
 * Alt+Shift+H opens and closes it from anywhere on the page. Closing gives the focus back to the button.
 */
export function HistoryControl({ compact = false, size = 'md', ...document }: DocumentHistoryProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) setLoaded(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Only a button on screen answers (a page keeps one document's history in view at a time).
      if (!isHistoryKey(event) || event.defaultPrevented || !button.current?.checkVisibility()) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((shown) => !shown);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        ref={button}
        label="Version history"
        title={`Version history (${HISTORY_SHORTCUT})`}
        aria-keyshortcuts={HISTORY_SHORTCUT}
        aria-haspopup="dialog"
        aria-expanded={open}
        icon={<History />}
        size={compact ? 'sm' : size}
        variant={compact ? 'ghost' : 'secondary'}
        onClick={() => show(true)}
      />
      {loaded && (
        <Suspense fallback={null}>
          <HistorySheet {...document} open={open} onOpenChange={show} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
