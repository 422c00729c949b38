import type { MapScene } from '../components/canvas/map-scene';

/** Calls `listener` now and on every change of the scene's model or view (its size too); answers the unsubscribe. */
export function followScene(scene: MapScene, listener: () => void): () => void {
  listener();
  const stopModel = scene.subscribeModel(listener);
  const stopView = scene.subscribeView(listener);
  return () => {
    stopModel();
    stopView();
  };
}
