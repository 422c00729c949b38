import { useEffect, useRef } from 'react';
import type { MapScene } from '../components/canvas/map-scene';
import { type ViewTransform, centreOn, isViewTransform } from '../components/canvas/viewport';

/**
 * Where the view of a map is kept. Decision: each person's view is their own, kept on their device per
 * user and map (panning must not move anybody else's screen). Save Layout stores node positions for
 * everyone and the view as the map's default (meta transform), which a person sees until they move.
 */
export function viewStorageKey(userId: string, mapId: string): string {
  return `mindmap_view_${userId}_${mapId}`;
}

function readStoredView(key: string): ViewTransform | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isViewTransform(value) ? value : null;
  } catch {
    return null;
  }
}

const SAVE_DELAY_MS = 400;

/**
 * Sets the first view once the map and the canvas size are known — this person's last view, else the
 * map's saved default, else centred on the root at 100% — and then remembers every view change.
 */
export function useViewState(scene: MapScene, storageKey: string): void {
  const placed = useRef(false);

  useEffect(() => {
    placed.current = false;
    const place = () => {
      if (placed.current) return;
      const model = scene.model;
      if (!model || scene.size.width === 0 || scene.size.height === 0) return;
      placed.current = true;
      const root = model.rootIndex;
      const view =
        readStoredView(storageKey) ??
        model.view.meta.transform ??
        centreOn(model.xs[root] ?? 0, model.ys[root] ?? 0, scene.size, 1);
      scene.setView(view);
    };
    place();
    const stopModel = scene.subscribeModel(place);
    const stopView = scene.subscribeView(place);
    return () => {
      stopModel();
      stopView();
    };
  }, [scene, storageKey]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const save = () => {
      timer = null;
      if (!placed.current) return;
      try {
        localStorage.setItem(storageKey, JSON.stringify(scene.view));
      } catch {
        // No storage: the view is simply not remembered.
      }
    };
    const stop = scene.subscribeView(() => {
      if (timer === null) timer = setTimeout(save, SAVE_DELAY_MS);
    });
    return () => {
      stop();
      if (timer !== null) {
        clearTimeout(timer);
        save();
      }
    };
  }, [scene, storageKey]);
}
