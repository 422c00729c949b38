import clsx from 'clsx';
import {
  Ellipsis,
  FolderInput,
  GripVertical,
  MessageSquare,
  Pencil,
  SquareKanban,
  Trash2,
} from 'lucide-react';
import {
  memo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link } from 'react-router-dom';
import type { LinkedCard } from '@shared/api/kanban';
import type { Todo } from '@shared/schema/todo';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { IconButton } from '@client/components/ui/icon-button';
import { TodoRowMeta } from './todo-row-meta';

/** What a row can ask of the screen; one stable object, so unchanged rows skip re-rendering. */
export interface RowActions {
  toggle(todo: Todo): void;
  rename(todo: Todo, title: string): void;
  setRenaming(id: string | null): void;
  edit(todo: Todo): void;
  comment(todo: Todo): void;
  send(todo: Todo): void;
  /** Edit Todo with its List field focused. */
  moveToList(todo: Todo): void;
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
  /** Reports the row's drawn height to the section's virtualizer (a wrapped title makes it taller). */
  measure: Ref<HTMLLIElement>;
  /** The to-do's cards on boards, if it was sent to any. */
  cards?: readonly LinkedCard[] | undefined;
  /** The assignee's shown name, null when unassigned. */
  assignee: string | null;
  /** The reader's day, YYYY-MM-DD, for "Overdue". */
  today: string;
}

interface RowAction {
  name: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  /** Offered in the row's menu only, not as an icon. */
  menuOnly?: boolean;
  run(): void;
}

/** What a row offers: edit, comment, send to Kanban, move to another list and delete; a reader only comments. */
function rowActions(todo: Todo, title: string, readOnly: boolean, actions: RowActions): RowAction[] {
  const all: (RowAction | false)[] = [
    !readOnly && { name: 'Edit', label: `Edit ${title}`, icon: <Pencil />, run: () => actions.edit(todo) },
    {
      name: 'Comments',
      label: `Comments on ${title}`,
      icon: <MessageSquare />,
      run: () => actions.comment(todo),
    },
    !readOnly && {
      name: 'Send to Kanban',
      label: `Send ${title} to Kanban`,
      icon: <SquareKanban />,
      run: () => actions.send(todo),
    },
    !readOnly && {
      name: 'Move to another list',
      label: `Move ${title} to another list`,
      icon: <FolderInput />,
      menuOnly: true,
      run: () => actions.moveToList(todo),
    },
    !readOnly && {
      name: 'Delete',
      label: `Delete ${title}`,
      icon: <Trash2 />,
      danger: true,
      run: () => actions.remove(todo),
    },
  ];
  return all.filter((action): action is RowAction => action !== false);
}

/**
 * The row's actions: a wide screen shows the common ones as icons; a narrow one (CSS decides) keeps the
 * room for the title. Every screen has the "More actions" menu, with all of them.
 */
function RowActionButtons({ title, list }: { title: string; list: RowAction[] }) {
  const more = useRef<HTMLSpanElement>(null);
  // A chosen item runs once the menu has closed and its button has the focus back, so the dialog it
  // opens gives the focus back to that button when it closes (not to the item, gone by then).
  const chosen = useRef<(() => void) | null>(null);
  return (
    <>
      <span className="todo-row__icons">
        {list
          .filter((action) => !action.menuOnly)
          .map((action) => (
            <IconButton
              key={action.name}
              size="sm"
              variant={action.danger ? 'danger' : 'ghost'}
              label={action.label}
              icon={action.icon}
              onClick={action.run}
            />
          ))}
      </span>
      <span className="todo-row__more" ref={more}>
        <DropdownMenu>
          <DropdownMenuTrigger>
            <IconButton size="sm" label={`More actions for ${title}`} icon={<Ellipsis />} />
          </DropdownMenuTrigger>
          <DropdownMenuContent
            onCloseAutoFocus={(event) => {
              const run = chosen.current;
              chosen.current = null;
              if (!run) return;
              event.preventDefault();
              more.current?.querySelector('button')?.focus();
              run();
            }}
          >
            {list.map((action) => (
              <DropdownMenuItem
                key={action.name}
                icon={action.icon}
                tone={action.danger ? 'danger' : 'default'}
                onSelect={() => {
                  chosen.current = action.run;
                }}
              >
                {action.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </span>
    </>
  );
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

/** One to-do: grip, checkbox, click-to-edit title with its due day, assignee and comments, and its actions. */
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
  measure,
  cards,
  assignee,
  today,
}: TodoRowProps) {
  const title = todo.title || 'Untitled';
  const style: CSSProperties | undefined = shift ? { transform: `translateY(${shift}px)` } : undefined;
  return (
    <li
      ref={measure}
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
      <span className="todo-row__main">
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
        <TodoRowMeta todo={todo} assignee={assignee} today={today} />
      </span>
      {cards?.map((card) => (
        <Link
          key={card.card_id}
          className="todo-row__card"
          to={`/kanban/${card.board_id}`}
          tabIndex={-1}
          aria-label={`On board ${card.board_title || 'Board'}`}
          title={`On board ${card.board_title || 'Board'}`}
        >
          <SquareKanban aria-hidden="true" />
        </Link>
      ))}
      <RowActionButtons title={title} list={rowActions(todo, title, readOnly, actions)} />
    </li>
  );
});
