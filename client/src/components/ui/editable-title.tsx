import { useState, type KeyboardEvent } from 'react';
import { ScreenTitle } from './heading-level';
import './editable-title.css';

export interface EditableTitleProps {
  /** As shown (the fallback name of an untitled item included). */
  title: string;
  /** The stored title, which the field starts from. */
  value: string;
  /** Saves a new title; absent for viewers, who see the title alone. */
  onRename?: (title: string) => void;
  className?: string;
}

/**
 * A screen's title that its editors rename in place: a click opens the field, Enter or leaving it saves,
 * Escape cancels. A blank or unchanged title is ignored.
 */
export function EditableTitle({ title, value, onRename, className }: EditableTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!onRename) return <ScreenTitle className={className}>{title}</ScreenTitle>;

  const finish = (save: boolean) => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (save && next && next !== value) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };

  return (
    <ScreenTitle className={className}>
      {draft === null ? (
        <button
          type="button"
          className="editable-title__button"
          title="Rename"
          onClick={() => setDraft(value)}
        >
          {title}
        </button>
      ) : (
        <input
          className="editable-title__input"
          aria-label="Title"
          value={draft}
          maxLength={500}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={onKeyDown}
        />
      )}
    </ScreenTitle>
  );
}
