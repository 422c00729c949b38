import { useCallback, useSyncExternalStore } from 'react';

const OVERSCAN_PX = 400;
/** Before the list is measured: enough for a tall screen. */
const FIRST_HEIGHT_PX = 1_400;

export interface LaneWindow {
  /** The first and one past the last slot worth drawing: the visible ones and a margin. */
  first: number;
  last: number;
}

function windowOf(scrollTop: number, height: number, slot: number): string {
  const first = Math.max(0, Math.floor((scrollTop - OVERSCAN_PX) / slot));
  const last = Math.ceil((scrollTop + height + OVERSCAN_PX) / slot);
  return `${first}:${last}`;
}

/**
 * The slots of a scrolling lane list worth drawing. The component re-renders only when that range
 * changes, not on every pixel of scrolling.
 */
export function useLaneWindow(element: HTMLElement | null, slot: number): LaneWindow {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!element) return () => undefined;
      const resize = new ResizeObserver(onChange);
      resize.observe(element);
      element.addEventListener('scroll', onChange, { passive: true });
      return () => {
        resize.disconnect();
        element.removeEventListener('scroll', onChange);
      };
    },
    [element],
  );
  const snapshot = useCallback(
    () =>
      element ? windowOf(element.scrollTop, element.clientHeight, slot) : windowOf(0, FIRST_HEIGHT_PX, slot),
    [element, slot],
  );
  const [first, last] = useSyncExternalStore(subscribe, snapshot, snapshot).split(':').map(Number);
  return { first: first ?? 0, last: last ?? 0 };
}
