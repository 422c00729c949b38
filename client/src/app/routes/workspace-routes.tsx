import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { WorkspacePageProps } from '@client/features/workspace/components/workspace-page';

/**
 * The live screens the /workspace page embeds, loaded only when a tab shows them. The app composes the
 * features here, so no feature imports another.
 */
const PANELS: WorkspacePageProps['panels'] = {
  mindmap: lazy(async () => {
    const { MapEditorView } = await import('@client/features/mind-maps/components/editor/map-editor-page');
    return { default: ({ id }: { id: string }) => <MapEditorView mapId={id} /> };
  }),
  todolist: lazy(async () => {
    const { TodoListView } = await import('@client/features/todos/components/list-screen/todo-list-page');
    return { default: ({ id }: { id: string }) => <TodoListView listId={id} /> };
  }),
  board: lazy(async () => {
    const { BoardView } = await import('@client/features/kanban/components/board/board-page');
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
