import type { DocumentKind } from '@shared/schema/document-name';
import { prefetchDocument } from '@client/lib/collab/prefetch-document';

/**
 * The pages that show one live document, with the code each needs. Kept apart from the route tables (and
 * free of React and the router) so that the boot script can start a page's code and document from the
 * address alone, while the app's own script is still loading.
 */
export const loadMapEditor = () => import('@client/features/mind-maps/components/editor/map-editor-page');
export const loadTodoListPage = () => import('@client/features/todos/components/list-screen/todo-list-page');
export const loadBoardPage = () => import('@client/features/kanban/components/board/board-page');

interface DocumentPage {
  /** The address of the page is this prefix followed by the document's id. */
  prefix: string;
  kind: DocumentKind;
  load: () => Promise<unknown>;
}

const DOCUMENT_PAGES: DocumentPage[] = [
  { prefix: '/maps/', kind: 'mindmap', load: loadMapEditor },
  { prefix: '/todos/', kind: 'todolist', load: loadTodoListPage },
  { prefix: '/kanban/', kind: 'board', load: loadBoardPage },
];

/** The document page at `pathname` (`/todos/<id>`), or null for any other page. */
export function documentPageAt(pathname: string): { page: DocumentPage; id: string } | null {
  for (const page of DOCUMENT_PAGES) {
    if (!pathname.startsWith(page.prefix)) continue;
    const id = pathname.slice(page.prefix.length).replace(/\/$/, '');
    return id && !id.includes('/') ? { page, id } : null;
  }
  return null;
}

/**
 * Starts loading the code of the document page at `pathname` and opens its document (device copy first,
 * then the server's). The access gate and the server still decide what is shown; this only moves the
 * loading earlier. Nothing happens for other pages.
 */
export function startDocumentPage(pathname: string): void {
  const found = documentPageAt(pathname);
  if (!found) return;
  void found.page.load().catch(() => undefined);
  prefetchDocument(found.page.kind, found.id);
}
