import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import type { WorkspacePageProps } from '@client/features/workspace/components/workspace-page';
import type { ViewedKind } from '@client/lib/last-viewed';
import { workspaceTab } from '@client/lib/workspace-items/item-sources';
import { loadBoardPage, loadMapEditor, loadTodoListPage } from './document-pages';
import { preloadable, type Preloadable } from './preloadable';

/**
 * The live screens the /workspace page embeds, each loaded when a tab first shows it, or earlier for the tab
 * the address names. The app composes the features here, so no feature imports another.
 */
const PANELS: Record<ViewedKind, Preloadable<{ id: string }>> = {
  mindmap: preloadable(async () => {
    const { MapEditorView } = await loadMapEditor();
    return ({ id }) => <MapEditorView mapId={id} />;
  }),
  todolist: preloadable(async () => {
    const { TodoListView } = await loadTodoListPage();
    return ({ id }) => <TodoListView listId={id} />;
  }),
  board: preloadable(async () => {
    const { BoardView } = await loadBoardPage();
    return ({ id }) => <BoardView boardId={id} />;
  }),
};

const PANEL_COMPONENTS: WorkspacePageProps['panels'] = {
  mindmap: PANELS.mindmap.Component,
  todolist: PANELS.todolist.Component,
  board: PANELS.board.Component,
};

/** /workspace, behind the access gate, inside the sidebar layout. */
export const workspaceRoutes: RouteObject[] = [
  {
    path: PAGE_PATHS.workspace,
    // The shown tab's screen loads while its item list is asked for, not after.
    loader: ({ request }) => {
      const tab = workspaceTab(new URL(request.url).searchParams.get('tab'));
      void PANELS[tab].preload().catch(() => undefined);
      return null;
    },
    lazy: async () => {
      const { WorkspacePage } = await import('@client/features/workspace/components/workspace-page');
      return { Component: () => <WorkspacePage panels={PANEL_COMPONENTS} /> };
    },
  },
];
