import { useMemo, useSyncExternalStore } from 'react';

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

export interface WindowStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): string;
}

/**
 * The window of `element` as an external store, measured when the list scrolls or resizes. Until the first
 * measurement (the resize observer's first call, after the browser laid the list out) it is the window of
 * a tall screen: measuring while rendering would make the browser lay the page out in the middle of it.
 */
export function windowStore(element: HTMLElement | null, slot: number): WindowStore {
  const unmeasured = windowOf(0, FIRST_HEIGHT_PX, slot);
  let measured: string | null = null;
  return {
    subscribe(onChange) {
      if (!element) return () => undefined;
      const update = () => {
        measured = windowOf(element.scrollTop, element.clientHeight, slot);
        onChange();
      };
      const resize = new ResizeObserver(update);
      resize.observe(element);
      element.addEventListener('scroll', update, { passive: true });
      return () => {
        resize.disconnect();
        element.removeEventListener('scroll', update);
      };
    },
    snapshot: () => measured ?? unmeasured,
  };
}

/**
 * The slots of a scrolling lane list worth drawing. The component re-renders only when that range
 * changes, not on every pixel of scrolling. The list is measured when it scrolls or resizes, never while
 * rendering: a render during a drag would otherwise make the browser lay the page out again at once.
 */
export function useLaneWindow(element: HTMLElement | null, slot: number): LaneWindow {
  const store = useMemo(() => windowStore(element, slot), [element, slot]);
  const [first, last] = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
    .split(':')
    .map(Number);
  return { first: first ?? 0, last: last ?? 0 };
}
