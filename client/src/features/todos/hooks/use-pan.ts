import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';

export interface Pan {
  x: number;
  y: number;
}

/** Movement (px) beyond which a press counts as a drag, so the click that ends it opens nothing. */
const DRAG_THRESHOLD = 4;
const KEY_STEP = 80;

/**
 * Panning a plain DOM canvas: drag with a pointer anywhere on it, scroll with a wheel or trackpad, or use
 * the arrow keys when it has the focus. Returns the offset and the handlers for the viewport element.
 */
export function usePan() {
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const press = useRef<{ id: number; x: number; y: number; from: Pan; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, from: pan, moved: false };
      suppressClick.current = false;
    },
    [pan],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setPan({ x: current.from.x + dx, y: current.from.y + dy });
  }, []);
  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    suppressClick.current = current.moved;
    press.current = null;
  }, []);
  const onClickCapture = useCallback((event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);
  const onWheel = useCallback((event: WheelEvent<HTMLElement>) => {
    setPan((current) => ({ x: current.x - event.deltaX, y: current.y - event.deltaY }));
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const step: Record<string, Pan> = {
      ArrowLeft: { x: KEY_STEP, y: 0 },
      ArrowRight: { x: -KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: KEY_STEP },
      ArrowDown: { x: 0, y: -KEY_STEP },
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    setPan((current) => ({ x: current.x + delta.x, y: current.y + delta.y }));
  }, []);
  const reset = useCallback(() => setPan({ x: 0, y: 0 }), []);

  return {
    pan,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onClickCapture,
      onWheel,
      onKeyDown,
    },
  };
}
