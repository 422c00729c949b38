import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import { documentRouteLoader } from '@client/lib/collab/prefetch-document';
import { loadBoardPage } from './document-pages';
import { lazyPage } from './lazy-page';

/** The Kanban pages behind the access gate; the board's chunk alone brings dnd-kit. */
export const kanbanRoutes: RouteObject[] = [
  {
    path: PAGE_PATHS.kanban,
    lazy: lazyPage(() => import('@client/features/kanban/components/list/boards-page'), 'BoardsPage'),
  },
  {
    path: PAGE_PATHS.board,
    // Opens the board's document as navigation starts (see documentRouteLoader).
    loader: documentRouteLoader('board'),
    lazy: lazyPage(loadBoardPage, 'BoardPage'),
  },
];
