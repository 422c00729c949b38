import { documentOfPage, type PageDocumentKind } from '@shared/document-pages';
import { prefetchDocument } from '@client/lib/collab/prefetch-document';

/**
 * The code of each page that shows one live document. Kept apart from the route tables (and free of React
 * and the router) so that the boot script can start a page's code and document from the address alone,
 * while the app's own script is still loading.
 */
export const loadMapEditor = () => import('@client/features/mind-maps/components/editor/map-editor-page');
export const loadTodoListPage = () => import('@client/features/todos/components/list-screen/todo-list-page');
export const loadBoardPage = () => import('@client/features/kanban/components/board/board-page');

const PAGE_CODE: Record<PageDocumentKind, () => Promise<unknown>> = {
  mindmap: loadMapEditor,
  todolist: loadTodoListPage,
  board: loadBoardPage,
};

/**
 * Starts loading the code of the document page at `pathname` and opens its document (device copy first,
 * then the server's). The access gate and the server still decide what is shown; this only moves the
 * loading earlier. Nothing happens for other pages.
 */
export function startDocumentPage(pathname: string): void {
  const found = documentOfPage(pathname);
  if (!found) return;
  void PAGE_CODE[found.kind]().catch(() => undefined);
  prefetchDocument(found.kind, found.id);
}
