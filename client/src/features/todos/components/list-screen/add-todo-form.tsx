import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { TODO_TEXTS } from '../../utils/texts';

/** The add form: 'New todo' and 'Add'; Enter adds, the title is trimmed and a blank one is ignored. */
export function AddTodoForm({ onAdd }: { onAdd(title: string): boolean }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    if (onAdd(title)) setText('');
    input.current?.focus();
  }

  return (
    <form className="todo-add" onSubmit={submit}>
      <TextField
        ref={input}
        label={TODO_TEXTS.newTodo}
        hideLabel
        placeholder={TODO_TEXTS.newTodo}
        value={text}
        maxLength={500}
        autoComplete="off"
        className="todo-add__field"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Add</Button>
    </form>
  );
}
