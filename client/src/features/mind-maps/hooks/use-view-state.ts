import { useEffect, useRef } from 'react';
import { type MapTransform, parseMapTransform } from '@shared/schema/mindmap-model';
import type { MapScene } from '../components/canvas/map-scene';
import { adaptSavedView, showsAnyNode, toSavedView } from '../components/canvas/saved-view';
import { followScene } from './follow-scene';

/**
 * Where the view of a map is kept. Decision: each person's view is their own, kept on their device per
 * user and map (panning must not move anybody else's screen). Save Layout stores node positions for
 * everyone and the view as the map's default (meta transform), which a person sees until they move.
 */
export function viewStorageKey(userId: string, mapId: string): string {
  return `mindmap_view_${userId}_${mapId}`;
}

/** This person's last view of the map on this device, saved like the map's view (older copies hold {scale}). */
function readStoredView(key: string): MapTransform | null {
  try {
    return parseMapTransform(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return null;
  }
}

const SAVE_DELAY_MS = 400;

/**
 * Sets the first view once the map and the canvas size are known — this person's last view, else the
 * map's saved default, each adapted to this canvas's size; else, or when that would show no node, the map
 * fitted to the canvas (Fit to screen) — and then remembers every view change.
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
      const saved = readStoredView(storageKey) ?? model.view.meta.transform;
      const restored = saved && adaptSavedView(saved, scene.size);
      // The opening view is no gesture: the first frame paints the map sharp, once.
      scene.placeView(
        restored && showsAnyNode(restored, scene.size, model) ? restored : (scene.fitView() ?? scene.view),
      );
    };
    return followScene(scene, place);
  }, [scene, storageKey]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const save = () => {
      timer = null;
      if (!placed.current) return;
      try {
        localStorage.setItem(storageKey, JSON.stringify(toSavedView(scene.view, scene.size)));
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
