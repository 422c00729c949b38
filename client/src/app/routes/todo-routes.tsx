import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import { documentRouteLoader } from '@client/lib/collab/prefetch-document';
import { loadTodoListPage } from './document-pages';
import { lazyPage } from './lazy-page';

/** The to-do pages behind the access gate, inside the sidebar layout. */
export const todoRoutes: RouteObject[] = [
  {
    path: PAGE_PATHS.todos,
    lazy: lazyPage(() => import('@client/features/todos/components/list/todo-lists-page'), 'TodoListsPage'),
  },
  {
    path: PAGE_PATHS.todoList,
    // Opens the list's document as navigation starts (see documentRouteLoader).
    loader: documentRouteLoader('todolist'),
    lazy: lazyPage(loadTodoListPage, 'TodoListPage'),
  },
  {
    path: PAGE_PATHS.todoCanvas,
    lazy: lazyPage(
      () => import('@client/features/todos/components/canvas/todo-canvas-page'),
      'TodoCanvasPage',
    ),
  },
];

/** /todo/:id, which is gated too but tells a visitor to sign in instead of redirecting (spec). */
export const todoDetailRoute: RouteObject = {
  path: PAGE_PATHS.todo,
  lazy: lazyPage(() => import('@client/features/todos/components/detail/todo-detail-page'), 'TodoDetailPage'),
};
