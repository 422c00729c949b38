import { type RefObject, useLayoutEffect } from 'react';
import type { MapScene } from '../components/canvas/map-scene';
import { followScene } from './follow-scene';

/** Room kept between an anchored element held inside the canvas and the canvas's edge, in CSS pixels. */
const EDGE_ROOM = 4;

/**
 * Keeps an element over node `id` as the view pans and zooms, by writing its transform directly: the
 * element follows every frame without React rendering anything. `dx`/`dy` offset it in screen pixels.
 * With `keepInside`, an element centred on its anchor (as the toolbox is) is held within the canvas's
 * width, and shown below the node when above it there is no room, so every button stays on the screen.
 */
export function useSceneAnchor(
  scene: MapScene,
  id: string | null,
  ref: RefObject<HTMLElement | null>,
  dx = 0,
  dy = 0,
  keepInside = false,
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
      if (!point) return;
      let x = point.x + dx;
      let y = point.y + dy;
      if (keepInside) {
        const box = element.firstElementChild?.getBoundingClientRect();
        const halfWidth = (box?.width ?? 0) / 2;
        const halfHeight = (box?.height ?? 0) / 2;
        const { width } = scene.size;
        x = Math.min(
          Math.max(x, halfWidth + EDGE_ROOM),
          Math.max(halfWidth + EDGE_ROOM, width - halfWidth - EDGE_ROOM),
        );
        if (y - halfHeight < EDGE_ROOM) y = point.y - dy;
      }
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    };
    return followScene(scene, place);
  }, [scene, id, ref, dx, dy, keepInside]);
}
