import { type RefObject, useEffect } from 'react';
import type { MapScene } from '../canvas/map-scene';

/** Writes each paint of the scene onto the editor element's data attributes. */
export function usePaintDataset(scene: MapScene, root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Read by the benchmark and the browser tests: when and how much the canvas painted, and in which view.
    const models = new WeakMap<object, number>();
    let modelCount = 0;
    scene.setPaintListener((report) => {
      if (!element.dataset.paints) performance.mark('mindmap:painted');
      element.dataset.paints = String(Number(element.dataset.paints ?? 0) + 1);
      element.dataset.paintedNodes = String(report.nodes);
      element.dataset.totalNodes = String(report.total);
      element.dataset.paintMs = report.cost.toFixed(1);
      element.dataset.labels = String(report.labels);
      element.dataset.labelledDepth = String(report.labelledDepth);
      element.dataset.view = JSON.stringify({ x: scene.view.x, y: scene.view.y, k: scene.view.scale });
      // What each paint showed: a paint of a state already painted is one too many. The opening paints the
      // screen alone, then the margin around it once the page is idle: two bitmaps, two states.
      if (scene.model && !models.has(scene.model)) models.set(scene.model, (modelCount += 1));
      const extent = report.margined ? 'margin' : 'screen';
      const state = `${models.get(scene.model!) ?? 0}|${scene.size.width}x${scene.size.height}|${element.dataset.view}|${extent}`;
      element.dataset.paintStates = `${element.dataset.paintStates ?? ''}${state};`;
    });
    return () => scene.setPaintListener(null);
  }, [scene, root]);
}
