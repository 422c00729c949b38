import { useMemo, useSyncExternalStore } from 'react';

/** Cards drawn above and below the visible part of a lane's list, so that scrolling rarely finds a blank. */
const OVERSCAN_PX = 400;
/** A lane this far beyond either side of the board's visible part still has its cards drawn. */
const SIDE_MARGIN_PX = 200;
/** The element that scrolls the lanes sideways (board-lanes.tsx). */
export const LANES_SCROLLER = '.board__lanes';
/** No slot: what a lane draws before it is measured, and out of view. */
const NOTHING = '0:0';

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

/** Whether `list` is within the part of `scroller` in view, give or take SIDE_MARGIN_PX. */
function inSideView(list: HTMLElement, scroller: HTMLElement | null): boolean {
  if (!scroller) return true;
  const lane = list.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  return lane.right > view.left - SIDE_MARGIN_PX && lane.left < view.right + SIDE_MARGIN_PX;
}

export interface WindowStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): string;
}

/**
 * The window of lane list `element` as an external store: the slots in view vertically, and none while
 * the lane is out of the board's view sideways. It is measured when the list or the board scrolls or
 * resizes, never while rendering (that would make the browser lay the page out in the middle of it).
 * Before the resize observer first reports the list nothing is drawn: that report comes after the
 * browser laid the page out and before it paints, so the first frame already shows the cards in view,
 * and only those.
 */
export function windowStore(element: HTMLElement | null, slot: number): WindowStore {
  let measured = NOTHING;
  return {
    subscribe(onChange) {
      if (!element) return () => undefined;
      const scroller = element.parentElement?.closest<HTMLElement>(LANES_SCROLLER) ?? null;
      const update = () => {
        const next = inSideView(element, scroller)
          ? windowOf(element.scrollTop, element.clientHeight, slot)
          : NOTHING;
        if (next === measured) return;
        measured = next;
        onChange();
      };
      const resize = new ResizeObserver(update);
      resize.observe(element);
      if (scroller) resize.observe(scroller);
      element.addEventListener('scroll', update, { passive: true });
      scroller?.addEventListener('scroll', update, { passive: true });
      return () => {
        resize.disconnect();
        element.removeEventListener('scroll', update);
        scroller?.removeEventListener('scroll', update);
      };
    },
    snapshot: () => measured,
  };
}

/**
 * The slots of a scrolling lane list worth drawing. The component re-renders only when that range
 * changes, not on every pixel of scrolling.
 */
export function useLaneWindow(element: HTMLElement | null, slot: number): LaneWindow {
  const store = useMemo(() => windowStore(element, slot), [element, slot]);
  const [first, last] = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
    .split(':')
    .map(Number);
  return { first: first ?? 0, last: last ?? 0 };
}
