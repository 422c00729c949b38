import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@client/components/ui/spinner';
import { MindmapsPage } from '@client/features/mind-maps/components/list/mindmaps-page';

// The editor brings Konva; only /maps/:id loads that chunk.
const MapEditorPage = lazy(() =>
  import('@client/features/mind-maps/components/editor/map-editor-page').then((module) => ({
    default: module.MapEditorPage,
  })),
);

/** The mind-map pages; they belong behind the access gate, inside the sidebar layout. */
export const mindmapRoutes: RouteObject[] = [
  { path: '/mindmaps', element: <MindmapsPage /> },
  {
    path: '/maps/:id',
    element: (
      <Suspense fallback={<Spinner size="lg" label="Loading the map editor" />}>
        <MapEditorPage />
      </Suspense>
    ),
  },
];
