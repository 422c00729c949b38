import { useEffect, useRef } from 'react';
import type { Generation } from '@shared/schema/generation';
import type { MapScene } from '../components/canvas/map-scene';

/** Whether every node of `ids` the model shows is on the canvas in the current view. */
function allInView(scene: MapScene, ids: readonly string[]): boolean {
  const { width, height } = scene.size;
  return ids.every((id) => {
    const point = scene.screenOf(id);
    return !point || (point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height);
  });
}

/**
 * When a generation this view watched run comes to an end, brings what it added into view: the expanded
 * node with its children after an Expand with AI, the whole map after a draft. A view that already shows
 * all of it stays where it is.
 */
export function useRevealGenerated(scene: MapScene, flush: () => void, generation: Generation | null): void {
  const watched = useRef(false);
  const status = generation?.status ?? null;
  const nodeId = generation?.nodeId ?? '';

  useEffect(() => {
    if (status === 'running') {
      watched.current = true;
      return;
    }
    if (!watched.current || status === null) return;
    watched.current = false;
    flush();
    const model = scene.model;
    if (!model) return;
    const index = nodeId ? model.indexOf.get(nodeId) : undefined;
    const ids =
      index === undefined
        ? model.ids
        : [nodeId, ...(model.children[index] ?? []).map((child) => model.ids[child] ?? '')];
    if (allInView(scene, ids)) return;
    const view = index === undefined ? scene.fitView() : scene.fitNodesView(ids);
    if (view) scene.animateTo(view);
  }, [scene, flush, status, nodeId]);
}
