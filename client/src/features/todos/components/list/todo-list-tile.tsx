import { ListTodo } from 'lucide-react';
import { ButtonLink } from '@client/components/ui/button-link';
import { Tile } from '@client/components/ui/tile';
import type { TodoListSummary } from '../../api/get-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';

export interface TodoListTileProps {
  list: TodoListSummary & { id: string };
  /** Absent for viewers, who cannot delete. */
  onDelete?: (list: TodoListSummary & { id: string }) => void;
}

/** One list of the page: title, description, Todos count, Open and Delete. */
export function TodoListTile({ list, onDelete }: TodoListTileProps) {
  const title = list.title.trim() || TODO_TEXTS.untitled;
  return (
    <Tile
      as="li"
      title={title}
      icon={<ListTodo />}
      className="todo-lists-tile"
      footer={
        <>
          <ButtonLink to={`/todos/${list.id}`} size="sm" aria-label={`Open ${title}`}>
            Open
          </ButtonLink>
          {onDelete && (
            <button
              type="button"
              className="todo-lists-tile__delete"
              onClick={() => onDelete(list)}
              aria-label={`Delete ${title}`}
            >
              Delete
            </button>
          )}
        </>
      }
    >
      {list.description && <p className="todo-lists-tile__description">{list.description}</p>}
      <p className="todo-lists-tile__count">
        <span className="todo-lists-tile__count-value">{list.todos.length}</span> Todos
      </p>
    </Tile>
  );
}
