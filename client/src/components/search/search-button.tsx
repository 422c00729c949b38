import clsx from 'clsx';
import { Search } from 'lucide-react';
import { openPalette } from '@client/lib/search/palette-store';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export interface SearchButtonProps {
  className?: string;
  /** Classes of the visible words (a collapsed sidebar hides them). */
  labelClassName?: string;
  /** Called as the palette opens (a phone's open sidebar closes). */
  onOpen?: () => void;
}

/**
 * Opens the command palette; it says its key, Ctrl+K (Cmd+K on a Mac). Its name holds the key it shows, so
 * what a speech-input user reads on it names it (WCAG 2.5.3, label in name).
 */
export function SearchButton({ className, labelClassName, onOpen }: SearchButtonProps) {
  const keys = onMac() ? '⌘K' : 'Ctrl K';
  return (
    <button
      type="button"
      className={clsx('search-button', className)}
      aria-label={`Search ${keys}`}
      aria-keyshortcuts="Control+K Meta+K"
      title={`Search (${keys})`}
      onClick={() => {
        onOpen?.();
        openPalette();
      }}
    >
      <Search className="search-button__icon" aria-hidden="true" />
      <span className={clsx('search-button__label', labelClassName)}>
        Search <kbd className="search-button__keys">{keys}</kbd>
      </span>
    </button>
  );
}
