import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { WorkspacePageProps } from '@client/features/workspace/components/workspace-page';
import { loadBoardPage, loadMapEditor, loadTodoListPage } from './document-pages';

/**
 * The live screens the /workspace page embeds, loaded only when a tab shows them. The app composes the
 * features here, so no feature imports another.
 */
const PANELS: WorkspacePageProps['panels'] = {
  mindmap: lazy(async () => {
    const { MapEditorView } = await loadMapEditor();
    return { default: ({ id }: { id: string }) => <MapEditorView mapId={id} /> };
  }),
  todolist: lazy(async () => {
    const { TodoListView } = await loadTodoListPage();
    return { default: ({ id }: { id: string }) => <TodoListView listId={id} /> };
  }),
  board: lazy(async () => {
    const { BoardView } = await loadBoardPage();
    return { default: ({ id }: { id: string }) => <BoardView boardId={id} /> };
  }),
};

/** /workspace, behind the access gate, inside the sidebar layout. */
export const workspaceRoutes: RouteObject[] = [
  {
    path: '/workspace',
    lazy: async () => {
      const { WorkspacePage } = await import('@client/features/workspace/components/workspace-page');
      return { Component: () => <WorkspacePage panels={PANELS} /> };
    },
  },
];
