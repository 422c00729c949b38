import { useRef, useState, type KeyboardEvent } from 'react';
import { KANBAN_TEXTS } from '../../utils/texts';
import { LaneNameField } from './lane-name-field';

export interface LaneAdderProps {
  /** The name the field starts with, selected so typing replaces it. */
  defaultName: string;
  addLane(title: string): void;
}

/**
 * The '+ Add Lane' tile: it opens a name field offering the default name; Enter adds the lane with the
 * name typed (a blank one is refused there), Escape or leaving the field adds nothing.
 */
export function LaneAdder({ defaultName, addLane }: LaneAdderProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setDraft(null);
    setBlank(false);
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const name = draft?.trim() ?? '';
      if (!name) return setBlank(true);
      addLane(name);
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
      <LaneNameField
        label={KANBAN_TEXTS.newLaneName}
        value={draft}
        blank={blank}
        onChange={(value) => {
          setDraft(value);
          setBlank(false);
        }}
        onBlur={() => close(false)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
