import { ItemListPage, type ItemListKind } from '@client/components/item-list/item-list-page';
import { ButtonLink } from '@client/components/ui/button-link';
import type { PendingCreate } from '@client/lib/offline/pending-creates';
import type { TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { useDeleteTodo } from '../../api/delete-todo';
import { useDeleteTodoList } from '../../api/delete-todo-list';
import { useLiveTodoLists } from '../../hooks/use-live-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';
import { TodoListTile } from './todo-list-tile';
import './todo-lists-page.css';

/** A list made offline, as its tile shows it until the server has it. */
function waitingList({ id, title, description, createdAt }: PendingCreate): TodoListSummary {
  return {
    id,
    title,
    description,
    mindmap_id: null,
    node_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    todos: [],
  };
}

/** The lists in server order, the unassigned to-dos (id null) last and only when there are some. */
function arrangeLists(lists: readonly TodoListSummary[]): TodoListSummary[] {
  const unassigned = lists.find((list) => list.id === null && list.todos.length > 0);
  return [...lists.filter((list) => list.id !== null), ...(unassigned ? [unassigned] : [])];
}

const TODO_LISTS: ItemListKind<TodoListSummary> = {
  source: itemSource('todolist'),
  heading: 'Todos',
  description: 'Lists of things to do, shared live with your team.',
  actions: (
    <ButtonLink to="/todo-canvas" variant="secondary" size="sm">
      Canvas view
    </ButtonLink>
  ),
  noun: 'to-do list',
  texts: {
    viewOnly: TODO_TEXTS.viewOnly,
    loadFailed: TODO_TEXTS.loadFailed,
    deleteQuestion: TODO_TEXTS.deleteListQuestion,
    deleteFailed: TODO_TEXTS.listDeleteFailed,
    partQuestion: TODO_TEXTS.deleteTodoQuestion,
    partFailed: TODO_TEXTS.deleteFailed,
  },
  useItems: useLiveTodoLists,
  useDelete: () => ({ item: useDeleteTodoList(), part: useDeleteTodo() }),
  waiting: waitingList,
  arrange: arrangeLists,
  Tile: TodoListTile,
};

/** /todos: the list page of the to-do lists, in server order, with the unassigned to-dos last. */
export function TodoListsPage() {
  return <ItemListPage kind={TODO_LISTS} />;
}
