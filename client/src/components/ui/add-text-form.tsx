import { useRef, useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

export interface AddTextFormProps {
  /** The field's name, heard rather than shown. */
  label: string;
  /** What the empty field shows; the label when left out. */
  placeholder?: string;
  maxLength: number;
  /** Adds the text, trimmed and never blank; true when it was taken, and the field empties. */
  onAdd(text: string): boolean;
  submitLabel?: string;
  className?: string;
  fieldClassName?: string;
  autoComplete?: string;
  /** Keeps the submit button disabled while the field is blank. */
  disableWhenBlank?: boolean;
  /** Puts the focus back in the field after each submit, for adding several in a row. */
  keepFocus?: boolean;
}

/** One field and its submit button, adding what is typed: a to-do, a task, a note. */
export function AddTextForm({
  label,
  placeholder = label,
  maxLength,
  onAdd,
  submitLabel = 'Add',
  className,
  fieldClassName,
  autoComplete,
  disableWhenBlank = false,
  keepFocus = false,
}: AddTextFormProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    if (onAdd(trimmed)) setText('');
    if (keepFocus) input.current?.focus();
  }

  return (
    <form className={className} onSubmit={submit}>
      <TextField
        ref={input}
        label={label}
        hideLabel
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        autoComplete={autoComplete}
        className={fieldClassName}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={disableWhenBlank && text.trim() === ''}>
        {submitLabel}
      </Button>
    </form>
  );
}
