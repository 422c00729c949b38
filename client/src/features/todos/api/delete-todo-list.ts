import { useDeleteItem } from '@client/lib/workspace-items/delete-item';
import { TODO_LISTS_KEY } from '@client/lib/workspace-items/get-todo-lists';

/** DELETE {fn}/todo-lists?id={id}: the list and all its to-dos; it leaves the cached page at once. */
export const useDeleteTodoList = () => useDeleteItem('/todo-lists', TODO_LISTS_KEY);
