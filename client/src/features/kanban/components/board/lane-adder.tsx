import { useRef, useState, type KeyboardEvent } from 'react';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface LaneAdderProps {
  /** The name the field starts with, selected so typing replaces it. */
  defaultName: string;
  addLane(title: string): void;
}

/**
 * The '+ Add Lane' tile: it opens a name field; Enter adds the lane with that name (the default when left
 * blank), Escape or leaving the field adds nothing.
 */
export function LaneAdder({ defaultName, addLane }: LaneAdderProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setDraft(null);
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addLane(draft?.trim() || defaultName);
      close(true);
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  if (draft === null) {
    return (
      <button ref={button} type="button" className="board__add-lane" onClick={() => setDraft(defaultName)}>
        {KANBAN_TEXTS.addLane}
      </button>
    );
  }
  return (
    <div className="board__add-lane board__add-lane--open">
      <input
        className="board-lane__title-input"
        aria-label={KANBAN_TEXTS.newLaneName}
        value={draft}
        maxLength={500}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => close(false)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
