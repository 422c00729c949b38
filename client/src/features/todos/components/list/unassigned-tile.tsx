import { Inbox, X } from 'lucide-react';
import type { ItemPart } from '@client/components/item-list/item-list-page';
import { IconButton } from '@client/components/ui/icon-button';
import { ItemCount } from '@client/components/ui/item-grid';
import { Tile } from '@client/components/ui/tile';
import { DocumentHistory } from '@client/lib/document-history';
import { useCurrentWorkspace } from '@client/lib/workspace';
import type { TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';

export interface UnassignedTileProps {
  list: TodoListSummary;
  /** Asks to delete one of the to-dos; absent for viewers, who cannot delete. */
  onDelete?: (todo: ItemPart) => void;
}

/** The workspace's to-dos outside any list (id null), shown inline, each with a × to delete it. */
export function UnassignedTile({ list, onDelete }: UnassignedTileProps) {
  // These to-dos are the workspace's inbox, a document of their own with its own history.
  const workspace = useCurrentWorkspace();
  const history = workspace.id && (
    <DocumentHistory kind="inbox" id={workspace.id} readOnly={workspace.role === 'viewer'} size="sm" />
  );
  return (
    <Tile as="li" title={TODO_TEXTS.unassigned} icon={<Inbox />} className="todo-lists-unassigned">
      <div className="todo-lists-unassigned__summary">
        <ItemCount value={list.todos.length} label="Todos" />
        {history}
      </div>
      <ul className="todo-lists-unassigned__todos">
        {list.todos.map((todo) => (
          <li key={todo.id} className="todo-lists-unassigned__todo">
            <span className={todo.completed ? 'todo-lists-unassigned__done' : undefined}>{todo.title}</span>
            {onDelete && (
              <IconButton
                size="sm"
                label={`Delete ${todo.title}`}
                icon={<X />}
                onClick={() => onDelete({ id: todo.id, name: todo.title })}
              />
            )}
          </li>
        ))}
      </ul>
    </Tile>
  );
}
