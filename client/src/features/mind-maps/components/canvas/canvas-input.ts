import type { MapScene } from './map-scene';
import { PAN_SPRING } from './spring';
import {
  type Point,
  type ViewTransform,
  centreOf,
  centreOn,
  pinchView,
  toMap,
  wheelZoomFactor,
} from './viewport';

/** The contract's drag thresholds: a mouse drag starts after 5 px, a touch drag after a 120 ms press. */
export const DRAG_THRESHOLD_PX = 5;
export const TOUCH_LONG_PRESS_MS = 120;
/** Below this speed (px/ms) a released pan just stops; above it the view glides on with the spring. */
const FLING_MIN_SPEED = 0.25;
const VELOCITY_WINDOW_MS = 80;

export interface CanvasInputHandlers {
  editable(): boolean;
  onSelect(id: string | null): void;
  onOpen(id: string): void;
  onMove(id: string, x: number, y: number): void;
  /** The pointer in map units, or null when it left the canvas. */
  onCursor(point: Point | null): void;
  /** A node dragged over screen point `point` (null once the drag ends): where a drop target shows. */
  onDragOver?(id: string, point: Point | null): void;
  /** A dragged node let go: true when that moved its branch under another node (drop-target.tsx). */
  onDrop?(id: string): boolean;
}

type Mode = 'idle' | 'pending' | 'pan' | 'drag' | 'pinch';

interface Gesture {
  mode: Mode;
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  hit: string | null;
  grab: Point;
  pressedAt: number;
  touch: boolean;
  samples: Array<{ t: number; x: number; y: number }>;
}

/**
 * Pointer, wheel and pinch handling of the map canvas: pan by dragging the background (with a spring
 * fling), drag nodes, click to select, double-click to edit, Ctrl+wheel or trackpad pinch to zoom at the
 * pointer, plain wheel to pan. Returns the function that detaches it.
 */
export function attachCanvasInput(
  host: HTMLElement,
  scene: MapScene,
  handlers: CanvasInputHandlers,
): () => void {
  let gesture: Gesture | null = null;
  const touches = new Map<number, Point>();
  // A pinch is followed from where it started, so the map point between the fingers stays between them.
  let pinch: { view: ViewTransform; from: [Point, Point] } | null = null;
  // From a pinch's start until its last finger lifts (a finger left after a pinch neither pans nor taps).
  let pinching = false;

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = host.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const fingers = (): [Point, Point] | null => {
    const [a, b] = [...touches.values()];
    return a && b ? [a, b] : null;
  };

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' && event.button !== 0 && event.button !== 1) return;
    const point = local(event);
    if (event.pointerType === 'touch') touches.set(event.pointerId, point);
    host.focus({ preventScroll: true });
    scene.spring.stop();
    if (touches.size === 2) {
      if (gesture?.mode === 'drag') scene.endDrag();
      gesture = null;
      const from = fingers();
      pinch = from && { view: scene.view, from };
      pinching = true;
      scene.setPointerActive(true);
      return;
    }
    host.setPointerCapture(event.pointerId);
    const hit = event.button === 1 ? null : scene.hitTest(point.x, point.y);
    const grabbed = hit ? scene.positionOf(hit) : null;
    const mapPoint = toMap(scene.view, point.x, point.y);
    gesture = {
      mode: 'pending',
      pointerId: event.pointerId,
      startX: point.x,
      startY: point.y,
      lastX: point.x,
      lastY: point.y,
      hit,
      grab: grabbed ? { x: mapPoint.x - grabbed.x, y: mapPoint.y - grabbed.y } : { x: 0, y: 0 },
      pressedAt: performance.now(),
      touch: event.pointerType === 'touch',
      samples: [{ t: event.timeStamp, x: point.x, y: point.y }],
    };
    scene.setPointerActive(true);
  }

  function onPointerMove(event: PointerEvent) {
    const point = local(event);
    if (event.pointerType !== 'touch') handlers.onCursor(toMap(scene.view, point.x, point.y));
    if (event.pointerType === 'touch' && touches.has(event.pointerId)) touches.set(event.pointerId, point);
    if (pinch) {
      const to = fingers();
      if (to) scene.setView(pinchView(pinch.view, pinch.from, to));
      return;
    }
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    if (gesture.mode === 'pending') {
      if (Math.hypot(point.x - gesture.startX, point.y - gesture.startY) < DRAG_THRESHOLD_PX) return;
      const pressedLongEnough =
        !gesture.touch || performance.now() - gesture.pressedAt >= TOUCH_LONG_PRESS_MS;
      if (gesture.hit && handlers.editable() && pressedLongEnough) {
        gesture.mode = 'drag';
        scene.beginDrag(gesture.hit);
      } else {
        gesture.mode = 'pan';
      }
    }
    if (gesture.mode === 'pan') {
      scene.panBy(point.x - gesture.lastX, point.y - gesture.lastY);
      gesture.samples.push({ t: event.timeStamp, x: point.x, y: point.y });
      while (
        gesture.samples.length > 2 &&
        event.timeStamp - (gesture.samples[0]?.t ?? 0) > VELOCITY_WINDOW_MS
      ) {
        gesture.samples.shift();
      }
    } else if (gesture.mode === 'drag') {
      const mapPoint = toMap(scene.view, point.x, point.y);
      scene.moveDrag(mapPoint.x - gesture.grab.x, mapPoint.y - gesture.grab.y);
      if (gesture.hit) handlers.onDragOver?.(gesture.hit, point);
    }
    gesture.lastX = point.x;
    gesture.lastY = point.y;
  }

  function fling(current: Gesture, now: number) {
    const first = current.samples[0];
    const last = current.samples.at(-1);
    if (!first || !last || now - last.t > VELOCITY_WINDOW_MS) return;
    const elapsed = Math.max(1, last.t - first.t);
    const vx = (last.x - first.x) / elapsed;
    const vy = (last.y - first.y) / elapsed;
    if (Math.hypot(vx, vy) < FLING_MIN_SPEED) return;
    // A critically damped spring released with velocity v toward a target v/ω away glides there
    // without overshoot: the momentum of the throw, decaying.
    const omega = Math.sqrt(PAN_SPRING.stiffness);
    const scale = scene.view.scale;
    const velocity = { x: (-vx * 1000) / scale, y: (-vy * 1000) / scale };
    const centre = centreOf(scene.view, scene.size);
    const target = centreOn(centre.x + velocity.x / omega, centre.y + velocity.y / omega, scene.size, scale);
    scene.animateTo(target, velocity);
  }

  function onPointerUp(event: PointerEvent) {
    if (pinch && touches.has(event.pointerId)) {
      // The fingers' last positions may come with their lifting only.
      touches.set(event.pointerId, local(event));
      const to = fingers();
      if (to) scene.setView(pinchView(pinch.view, pinch.from, to));
    }
    touches.delete(event.pointerId);
    if (pinching) {
      if (touches.size < 2) pinch = null;
      if (touches.size === 0) {
        // Only now is the gesture over: the map is painted sharp at the view the fingers left.
        pinching = false;
        scene.setPointerActive(false);
      }
      return;
    }
    const current = gesture;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture = null;
    if (host.hasPointerCapture(event.pointerId)) host.releasePointerCapture(event.pointerId);
    scene.setPointerActive(false);
    if (event.type === 'pointercancel') {
      if (current.mode === 'drag' && current.hit) handlers.onDragOver?.(current.hit, null);
      if (current.mode === 'drag') scene.endDrag();
      return;
    }
    if (current.mode === 'pending') handlers.onSelect(current.hit);
    else if (current.mode === 'pan') fling(current, event.timeStamp);
    else if (current.mode === 'drag') {
      const moved = scene.endDrag();
      if (moved && handlers.onDrop?.(moved.id)) handlers.onSelect(moved.id);
      else if (moved) {
        handlers.onMove(moved.id, Math.round(moved.x), Math.round(moved.y));
        handlers.onSelect(moved.id);
      }
    }
  }

  function onDoubleClick(event: MouseEvent) {
    const point = local(event);
    const hit = scene.hitTest(point.x, point.y);
    if (hit) handlers.onOpen(hit);
  }

  function onWheel(event: WheelEvent) {
    event.preventDefault();
    scene.spring.stop();
    const point = local(event);
    if (event.ctrlKey || event.metaKey) {
      // Trackpad pinches arrive as Ctrl+wheel with small deltas; mouse wheels with large ones.
      scene.zoomAt(point.x, point.y, wheelZoomFactor(event.deltaY, event.deltaMode !== 0));
      return;
    }
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? host.clientHeight : 1;
    if (event.shiftKey && event.deltaX === 0) {
      scene.panBy(-event.deltaY * unit, 0);
    } else {
      scene.panBy(-event.deltaX * unit, -event.deltaY * unit);
    }
  }

  const onLeave = () => handlers.onCursor(null);

  // One signal removes every listener at once.
  const listening = new AbortController();
  const { signal } = listening;
  host.addEventListener('pointerdown', onPointerDown, { signal });
  host.addEventListener('pointermove', onPointerMove, { signal });
  host.addEventListener('pointerup', onPointerUp, { signal });
  host.addEventListener('pointercancel', onPointerUp, { signal });
  host.addEventListener('pointerleave', onLeave, { signal });
  host.addEventListener('dblclick', onDoubleClick, { signal });
  host.addEventListener('wheel', onWheel, { passive: false, signal });
  return () => listening.abort();
}
