import clsx from 'clsx';
import { GripVertical, MessageSquare, Pencil, SquareKanban, Trash2 } from 'lucide-react';
import { memo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { Todo } from '@shared/schema/todo';
import { IconButton } from '@client/components/ui/icon-button';

/** What a row can ask of the screen; one stable object, so unchanged rows skip re-rendering. */
export interface RowActions {
  toggle(todo: Todo): void;
  rename(todo: Todo, title: string): void;
  setRenaming(id: string | null): void;
  edit(todo: Todo): void;
  comment(todo: Todo): void;
  send(todo: Todo): void;
  remove(todo: Todo): void;
}

export interface TodoRowProps {
  todo: Todo;
  index: number;
  readOnly: boolean;
  /** The row Tab reaches in its section (roving tabindex). */
  tabStop: boolean;
  renaming: boolean;
  /** How far the row is drawn from its place while a drag is under way (px). */
  shift: number;
  dragging: boolean;
  actions: RowActions;
  onGripPointerDown(index: number, event: PointerEvent<HTMLElement>): void;
}

function RenameInput({ todo, actions }: { todo: Todo; actions: RowActions }) {
  const [value, setValue] = useState(todo.title);
  const finished = useRef(false);
  const finish = (commit: boolean, input: HTMLInputElement) => {
    if (finished.current) return;
    finished.current = true;
    // Back to the row, so the keyboard carries on from where the rename started.
    if (document.activeElement === input) input.closest<HTMLElement>('li')?.focus({ preventScroll: true });
    actions.setRenaming(null);
    if (commit) actions.rename(todo, value);
  };
  return (
    <input
      className="todo-row__rename"
      aria-label="Todo title"
      value={value}
      maxLength={500}
      autoFocus
      onChange={(event) => setValue(event.target.value)}
      onBlur={(event) => finish(true, event.currentTarget)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(true, event.currentTarget);
        if (event.key === 'Escape') finish(false, event.currentTarget);
      }}
    />
  );
}

/** One to-do: grip, checkbox, click-to-edit title, and the edit, comment and delete icons. */
export const TodoRow = memo(function TodoRow({
  todo,
  index,
  readOnly,
  tabStop,
  renaming,
  shift,
  dragging,
  actions,
  onGripPointerDown,
}: TodoRowProps) {
  const title = todo.title || 'Untitled';
  const style: CSSProperties | undefined = shift ? { transform: `translateY(${shift}px)` } : undefined;
  return (
    <li
      className={clsx('todo-row', todo.completed && 'todo-row--done', dragging && 'todo-row--dragging')}
      style={style}
      tabIndex={tabStop ? 0 : -1}
      data-row-index={index}
      data-todo-id={todo.id}
      aria-label={title}
    >
      {!readOnly && (
        <span
          className="todo-row__grip"
          aria-hidden="true"
          title="Drag to reorder (or Alt+Arrow keys)"
          onPointerDown={(event) => onGripPointerDown(index, event)}
        >
          <GripVertical />
        </span>
      )}
      <input
        type="checkbox"
        className="todo-row__check"
        checked={todo.completed}
        disabled={readOnly}
        tabIndex={-1}
        aria-label={`Done: ${title}`}
        onChange={() => actions.toggle(todo)}
      />
      {renaming ? (
        <RenameInput todo={todo} actions={actions} />
      ) : (
        <button
          type="button"
          className="todo-row__title"
          tabIndex={-1}
          title={todo.title}
          disabled={readOnly}
          onClick={() => actions.setRenaming(todo.id)}
        >
          {title}
        </button>
      )}
      <span className="todo-row__icons">
        {!readOnly && (
          <IconButton
            size="sm"
            label={`Edit ${title}`}
            icon={<Pencil />}
            onClick={() => actions.edit(todo)}
          />
        )}
        <IconButton
          size="sm"
          label={`Comments on ${title}`}
          icon={<MessageSquare />}
          onClick={() => actions.comment(todo)}
        />
        {!readOnly && (
          <IconButton
            size="sm"
            label={`Send ${title} to Kanban`}
            icon={<SquareKanban />}
            onClick={() => actions.send(todo)}
          />
        )}
        {!readOnly && (
          <IconButton
            size="sm"
            variant="danger"
            label={`Delete ${title}`}
            icon={<Trash2 />}
            onClick={() => actions.remove(todo)}
          />
        )}
      </span>
    </li>
  );
});
