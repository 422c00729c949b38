import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MapScene } from '../components/canvas/map-scene';
import { centreOn } from '../components/canvas/viewport';
import { followScene } from './follow-scene';

/**
 * A link to a node (`/maps/:id?node=<node id>`, as a card's map link and a search result make) opens the map
 * with that node selected in the middle of the canvas, at the opening view's zoom, once the map and the
 * canvas are in; it runs after the opening view is placed (its hook comes first), so it is not undone by it.
 * A node inside a folded branch is shown by unfolding it when `unfoldTo` is given (an editor).
 */
export function useLinkedNode(
  scene: MapScene,
  select: (id: string) => void,
  unfoldTo: ((id: string) => void) | null,
): void {
  const [params] = useSearchParams();
  const nodeId = params.get('node');

  useEffect(() => {
    if (!nodeId) return;
    let done = false;
    const place = () => {
      if (done || !scene.model?.indexOf.has(nodeId)) return;
      if (scene.size.width === 0 || scene.size.height === 0) return;
      done = true;
      unfoldTo?.(nodeId);
      const position = scene.positionOf(nodeId);
      if (position) scene.placeView(centreOn(position.x, position.y, scene.size, scene.view.scale));
      select(nodeId);
    };
    return followScene(scene, place);
  }, [scene, nodeId, select, unfoldTo]);
}
