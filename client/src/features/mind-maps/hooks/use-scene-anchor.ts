import { type RefObject, useLayoutEffect } from 'react';
import type { MapScene } from '../components/canvas/map-scene';

/**
 * Keeps an element over node `id` as the view pans and zooms, by writing its transform directly: the
 * element follows every frame without React rendering anything. `dx`/`dy` offset it in screen pixels.
 */
export function useSceneAnchor(
  scene: MapScene,
  id: string | null,
  ref: RefObject<HTMLElement | null>,
  dx = 0,
  dy = 0,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || id === null) return;
    const place = () => {
      const point = scene.screenOf(id);
      const inside =
        point !== null &&
        point.x >= -40 &&
        point.y >= -40 &&
        point.x <= scene.size.width + 40 &&
        point.y <= scene.size.height + 40;
      element.style.visibility = inside ? '' : 'hidden';
      if (point)
        element.style.transform = `translate(${Math.round(point.x + dx)}px, ${Math.round(point.y + dy)}px)`;
    };
    place();
    const stopView = scene.subscribeView(place);
    const stopModel = scene.subscribeModel(place);
    return () => {
      stopView();
      stopModel();
    };
  }, [scene, id, ref, dx, dy]);
}
