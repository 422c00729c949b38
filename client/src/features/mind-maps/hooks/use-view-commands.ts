import { useCallback, useMemo } from 'react';
import type { MapSceneHandle } from './use-map-scene';
import { zoomAt } from '../components/canvas/viewport';

/** The editor's view commands: zoom about the middle, fit the map, and fit it once a new layout is read. */
export function useViewCommands({ scene, flush }: MapSceneHandle) {
  const zoom = useCallback(
    (factor: number) =>
      scene.animateTo(zoomAt(scene.view, scene.size.width / 2, scene.size.height / 2, factor)),
    [scene],
  );
  const fit = useCallback(() => {
    const view = scene.fitView();
    if (view) scene.animateTo(view);
  }, [scene]);
  return useMemo(
    () => ({
      zoom,
      fit,
      // The scene takes the new places at its next frame; fitting now would fit the old ones.
      fitLaidOut: () => {
        flush();
        fit();
      },
    }),
    [zoom, fit, flush],
  );
}
