import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import { documentRouteLoader } from '@client/lib/collab/prefetch-document';
import { MindmapsPage } from '@client/features/mind-maps/components/list/mindmaps-page';
import { loadMapEditor } from './document-pages';
import { lazyPage } from './lazy-page';

/** The mind-map pages; they belong behind the access gate, inside the sidebar layout. */
export const mindmapRoutes: RouteObject[] = [
  { path: PAGE_PATHS.mindmaps, element: <MindmapsPage /> },
  {
    path: PAGE_PATHS.map,
    // Runs as navigation starts, before the gate's checks: the map's document (device copy, then the
    // server's) loads while the session is being checked, instead of after it. The server still decides
    // access to the document; the gate still decides what is shown.
    loader: documentRouteLoader('mindmap'),
    // The editor brings Konva; only this route loads that chunk. The router loads it with the loader, before
    // rendering the route: a component that suspends as it first renders would have React hold the editor
    // back for its fallback's minimum showing time (about 300 ms), even with the chunk already loaded.
    lazy: lazyPage(loadMapEditor, 'MapEditorPage'),
  },
];
