import { type RefObject, useLayoutEffect } from 'react';
import type { MapScene } from '../components/canvas/map-scene';
import { followScene } from './follow-scene';

/** Room kept between an anchored element held inside the canvas and the canvas's edge, in CSS pixels. */
const EDGE_ROOM = 4;

/** `value` kept between `low` and `high` (at `low` when there is no room between them). */
const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

export interface SceneAnchorOptions {
  /** Offset from the node, in screen pixels. */
  dx?: number;
  dy?: number;
  /**
   * For an element centred on its anchor (as the toolbox is): held within the canvas's width, and shown
   * below the node when above it there is no room, so every button stays on the screen.
   */
  keepInside?: boolean;
  /**
   * Never hidden: when its node leaves the view (a collaborator's change re-laid the map, or folded or
   * deleted the node) the element waits at the nearest edge of the canvas, or where it was. For a field
   * being typed in: the browser takes the focus from a hidden field, and the keys typed next would go to
   * the canvas instead.
   */
  alwaysShown?: boolean;
}

/**
 * Keeps an element over node `id` as the view pans and zooms, by writing its transform directly: the
 * element follows every frame without React rendering anything. An element whose node is out of view is
 * hidden unless `alwaysShown`.
 */
export function useSceneAnchor(
  scene: MapScene,
  id: string | null,
  ref: RefObject<HTMLElement | null>,
  { dx = 0, dy = 0, keepInside = false, alwaysShown = false }: SceneAnchorOptions = {},
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
      if (!alwaysShown) element.style.visibility = inside ? '' : 'hidden';
      if (!point) return;
      let x = point.x + dx;
      let y = point.y + dy;
      if (keepInside || (alwaysShown && !inside)) {
        const box = element.firstElementChild?.getBoundingClientRect();
        const halfWidth = (box?.width ?? 0) / 2;
        const halfHeight = (box?.height ?? 0) / 2;
        const { width, height } = scene.size;
        x = clamp(x, halfWidth + EDGE_ROOM, width - halfWidth - EDGE_ROOM);
        if (alwaysShown) y = clamp(y, halfHeight + EDGE_ROOM, height - halfHeight - EDGE_ROOM);
        else if (y - halfHeight < EDGE_ROOM) y = point.y - dy;
      }
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    };
    return followScene(scene, place);
  }, [scene, id, ref, dx, dy, keepInside, alwaysShown]);
}
