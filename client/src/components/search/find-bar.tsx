import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { IconButton } from '@client/components/ui/icon-button';
import './find-bar.css';

export interface FindBarProps {
  /** Names the field ('Find in map'). */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** How many matches there are, and which is shown (-1 for none). */
  count: number;
  current: number;
  /** The next match (1) or the one before (-1). */
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The words the bar shows and announces: 'n of m', or that nothing matches. */
export function findCountText(query: string, count: number, current: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return 'No matches';
  return `${current + 1} of ${count}`;
}

/**
 * A find bar: Enter and the down arrow step to the next match, Shift+Enter and the up arrow to the one before,
 * Escape closes it.
 */
export function FindBar({
  label,
  query,
  onQueryChange,
  count,
  current,
  onStep,
  onClose,
  inputRef,
}: FindBarProps) {
  const id = useId();
  const counted = findCountText(query, count, current);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const step =
      event.key === 'Enter'
        ? event.shiftKey
          ? -1
          : 1
        : event.key === 'ArrowDown'
          ? 1
          : event.key === 'ArrowUp'
            ? -1
            : 0;
    if (step !== 0) {
      event.preventDefault();
      if (count > 0) onStep(step);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div className="find-bar" role="search" aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="find-bar__input"
        type="text"
        enterKeyHint="search"
        placeholder="Find"
        autoComplete="off"
        spellCheck={false}
        value={query}
        aria-describedby={`${id}-count`}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-count`} className="find-bar__count" role="status">
        {counted}
      </span>
      <IconButton
        label="Previous match"
        icon={<ChevronUp />}
        size="sm"
        disabled={count === 0}
        onClick={() => onStep(-1)}
      />
      <IconButton
        label="Next match"
        icon={<ChevronDown />}
        size="sm"
        disabled={count === 0}
        onClick={() => onStep(1)}
      />
      <IconButton label="Close find" icon={<X />} size="sm" onClick={onClose} />
    </div>
  );
}
