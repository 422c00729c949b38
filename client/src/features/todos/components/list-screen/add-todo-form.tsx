import { AddTextForm } from '@client/components/ui/add-text-form';
import { TODO_TEXTS } from '../../utils/texts';

/** The add form: 'New todo' and 'Add'; Enter adds, the title is trimmed and a blank one is ignored. */
export function AddTodoForm({ onAdd }: { onAdd(title: string): boolean }) {
  return (
    <AddTextForm
      label={TODO_TEXTS.newTodo}
      maxLength={500}
      onAdd={onAdd}
      className="todo-add"
      fieldClassName="todo-add__field"
      autoComplete="off"
      keepFocus
    />
  );
}
