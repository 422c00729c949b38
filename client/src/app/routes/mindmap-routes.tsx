import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@client/components/ui/spinner';
import { documentRouteLoader } from '@client/lib/collab/prefetch-document';
import { MindmapsPage } from '@client/features/mind-maps/components/list/mindmaps-page';
import { loadMapEditor } from './document-pages';

// The editor brings Konva; only /maps/:id loads that chunk.
const MapEditorPage = lazy(() => loadMapEditor().then((module) => ({ default: module.MapEditorPage })));

/** The mind-map pages; they belong behind the access gate, inside the sidebar layout. */
export const mindmapRoutes: RouteObject[] = [
  { path: '/mindmaps', element: <MindmapsPage /> },
  {
    path: '/maps/:id',
    // Runs as navigation starts, before the gate's checks: the editor's code and the map's document
    // (device copy, then the server's) load while the session is being checked, instead of after it.
    // The server still decides access to the document; the gate still decides what is shown.
    loader: documentRouteLoader('mindmap', loadMapEditor),
    element: (
      <Suspense fallback={<Spinner size="lg" label="Loading the map editor" />}>
        <MapEditorPage />
      </Suspense>
    ),
  },
];
