import { Inbox, X } from 'lucide-react';
import { IconButton } from '@client/components/ui/icon-button';
import { ItemCount } from '@client/components/ui/item-grid';
import { Tile } from '@client/components/ui/tile';
import type { TodoListSummary } from '../../api/get-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';

type Todo = TodoListSummary['todos'][number];

export interface UnassignedTileProps {
  list: TodoListSummary;
  /** Absent for viewers, who cannot delete. */
  onDelete?: (todo: Todo) => void;
}

/** The workspace's to-dos outside any list (id null), shown inline, each with a × to delete it. */
export function UnassignedTile({ list, onDelete }: UnassignedTileProps) {
  return (
    <Tile as="li" title={TODO_TEXTS.unassigned} icon={<Inbox />} className="todo-lists-unassigned">
      <ItemCount value={list.todos.length} label="Todos" />
      <ul className="todo-lists-unassigned__todos">
        {list.todos.map((todo) => (
          <li key={todo.id} className="todo-lists-unassigned__todo">
            <span className={todo.completed ? 'todo-lists-unassigned__done' : undefined}>{todo.title}</span>
            {onDelete && (
              <IconButton
                size="sm"
                label={`Delete ${todo.title}`}
                icon={<X />}
                onClick={() => onDelete(todo)}
              />
            )}
          </li>
        ))}
      </ul>
    </Tile>
  );
}
