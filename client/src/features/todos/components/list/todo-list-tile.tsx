import { ListTodo } from 'lucide-react';
import { formatDocumentName } from '@shared/schema/document-name';
import { ItemCount, ItemTile } from '@client/components/ui/item-grid';
import type { TodoListSummary } from '../../api/get-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';

export interface TodoListTileProps {
  list: TodoListSummary & { id: string };
  /** Absent for viewers, who cannot delete. */
  onDelete?: (list: TodoListSummary & { id: string }) => void;
}

/** One list of the page: title, description, Todos count, Open and Delete. */
export function TodoListTile({ list, onDelete }: TodoListTileProps) {
  return (
    <ItemTile
      title={list.title.trim() || TODO_TEXTS.untitled}
      icon={<ListTodo />}
      href={`/todos/${list.id}`}
      document={formatDocumentName('todolist', list.id)}
      description={list.description}
      onDelete={onDelete && (() => onDelete(list))}
    >
      <ItemCount value={list.todos.length} label="Todos" />
    </ItemTile>
  );
}
