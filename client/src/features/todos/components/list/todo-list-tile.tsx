import { ListTodo } from 'lucide-react';
import { formatDocumentName } from '@shared/schema/document-name';
import type { ItemListTileProps } from '@client/components/item-list/item-list-page';
import { ItemCount, ItemTile } from '@client/components/ui/item-grid';
import type { TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';
import { UnassignedTile } from './unassigned-tile';

/**
 * One list of the page: title, description, Todos count, Open and Delete; the unassigned to-dos (id null)
 * get their own tile.
 */
export function TodoListTile({
  item: list,
  onDelete,
  onRename,
  onDuplicate,
}: ItemListTileProps<TodoListSummary>) {
  if (list.id === null) return <UnassignedTile list={list} onDelete={onDelete} />;
  return (
    <ItemTile
      title={list.title.trim() || TODO_TEXTS.untitled}
      icon={<ListTodo />}
      href={`/todos/${list.id}`}
      document={formatDocumentName('todolist', list.id)}
      description={list.description}
      onDelete={onDelete && (() => onDelete())}
      onRename={onRename}
      onDuplicate={onDuplicate}
    >
      <ItemCount value={list.todos.length} label="Todos" />
    </ItemTile>
  );
}
