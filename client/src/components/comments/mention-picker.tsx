import clsx from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { handlesOf, mentionHandle } from '@shared/api/todos';

/** The most members the picker lists at once. */
const MAX_OPTIONS = 8;

export interface Mentionable {
  id: string;
  name: string;
  email: string;
}

interface Option {
  id: string;
  name: string;
  handle: string;
}

/** The '@word' being typed at the caret: where its '@' stands and the word so far. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\w@-])@([\w-]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query: query.toLowerCase() };
}

function optionsFor(members: readonly Mentionable[], query: string): Option[] {
  return members
    .filter(
      (member) =>
        member.name.toLowerCase().includes(query) ||
        handlesOf(member).some((handle) => handle.startsWith(query)),
    )
    .slice(0, MAX_OPTIONS)
    .map((member) => ({
      id: member.id,
      name: member.name.trim() || member.email,
      handle: mentionHandle(member),
    }));
}

export interface MentionPickerOptions {
  value: string;
  onChange(value: string): void;
  field: RefObject<HTMLTextAreaElement | null>;
  /** Whom one can mention: the workspace's members but oneself. */
  members: readonly Mentionable[];
}

/**
 * The member picker of a comment field: after an '@' it lists the members whose name or handle matches
 * what follows, ArrowUp/ArrowDown choose, Enter or Tab insert the handle the server notifies by, Escape
 * closes. The field keeps the focus and points at the chosen option (listbox pattern).
 */
export function useMentionPicker({ value, onChange, field, members }: MentionPickerOptions) {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [chosen, setChosen] = useState({ key: '', index: 0 });
  /** Where the caret goes once the field shows an inserted handle. */
  const pendingCaret = useRef<number | null>(null);

  // In the commit that shows the new text, before the next key is handled: a caret placed a frame later
  // (requestAnimationFrame) jumped back over whatever a fast typist wrote meanwhile.
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    field.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const token = mentionAt(value, Math.min(caret, value.length));
  const options = token ? optionsFor(members, token.query) : [];
  const open = token !== null && token.start !== dismissed && options.length > 0;
  const key = token ? `${token.start}:${token.query}` : '';
  const active = chosen.key === key ? Math.min(chosen.index, options.length - 1) : 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const insert = (option: Option) => {
    if (!token) return;
    const before = `${value.slice(0, token.start)}@${option.handle} `;
    onChange(before + value.slice(caret));
    setCaret(before.length);
    pendingCaret.current = before.length;
  };

  /** Handles the picker's keys while it is open; true when the key was the picker's. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const move = (by: number) => setChosen({ key, index: (active + by + options.length) % options.length });
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' || event.key === 'Tab') insert(options[active]!);
    else if (event.key === 'Escape') setDismissed(token.start);
    else return false;
    event.preventDefault();
    return true;
  };

  const fieldProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(active) : undefined,
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) => setCaret(event.currentTarget.selectionStart),
  };

  const list = open ? (
    <ul id={listId} role="listbox" aria-label="Mention a member" className="mention-picker">
      {options.map((option, index) => (
        <li
          key={option.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={clsx('mention-picker__option', index === active && 'mention-picker__option--active')}
          // The field keeps the focus: a click chooses without blurring it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(option)}
        >
          <span className="mention-picker__name">{option.name}</span>
          <span className="mention-picker__handle">@{option.handle}</span>
        </li>
      ))}
    </ul>
  ) : null;

  return { fieldProps, onKeyDown, list };
}
