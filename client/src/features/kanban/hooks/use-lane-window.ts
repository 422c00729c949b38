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

interface WatchedList {
  element: HTMLElement;
  scroller: HTMLElement | null;
  slot: number;
  measured: string;
  onChange(): void;
}

/**
 * Measures lane lists, all of them in one go: each list's window is read first, then the lanes whose
 * window changed are told. A lane told at once would re-render (React renders an external store's change
 * in a microtask, before the next observer callback) and leave the page's layout stale for the next lane's
 * reads, each of which would then lay the page out again.
 */
class LaneMeasures {
  private readonly lists = new Set<WatchedList>();
  private readonly scrollers = new Map<HTMLElement, number>();
  private observer: ResizeObserver | null = null;
  private readonly onScroll = (event: Event) =>
    this.measure([...this.lists].filter((list) => list.scroller === event.currentTarget));

  add(list: WatchedList): () => void {
    this.observer ??= new ResizeObserver(() => this.measure([...this.lists]));
    this.lists.add(list);
    this.observer.observe(list.element);
    const ownScroll = () => this.measure([list]);
    list.element.addEventListener('scroll', ownScroll, { passive: true });
    const scroller = list.scroller;
    if (scroller) {
      const users = this.scrollers.get(scroller) ?? 0;
      if (users === 0) {
        this.observer.observe(scroller);
        scroller.addEventListener('scroll', this.onScroll, { passive: true });
      }
      this.scrollers.set(scroller, users + 1);
    }
    return () => {
      this.lists.delete(list);
      this.observer?.unobserve(list.element);
      if (this.lists.size === 0) {
        this.observer?.disconnect();
        this.observer = null;
      }
      list.element.removeEventListener('scroll', ownScroll);
      if (!scroller) return;
      const users = (this.scrollers.get(scroller) ?? 1) - 1;
      if (users > 0) this.scrollers.set(scroller, users);
      else {
        this.scrollers.delete(scroller);
        this.observer?.unobserve(scroller);
        scroller.removeEventListener('scroll', this.onScroll);
      }
    };
  }

  private measure(lists: WatchedList[]): void {
    const windows = lists.map((list) =>
      inSideView(list.element, list.scroller)
        ? windowOf(list.element.scrollTop, list.element.clientHeight, list.slot)
        : NOTHING,
    );
    lists.forEach((list, index) => {
      const next = windows[index] ?? NOTHING;
      if (next === list.measured) return;
      list.measured = next;
      list.onChange();
    });
  }
}

/** The page's lane lists: one observer and one scroll listener a board, however many lanes it has. */
const measures = new LaneMeasures();

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
  const list: WatchedList | null = element && {
    element,
    scroller: element.parentElement?.closest<HTMLElement>(LANES_SCROLLER) ?? null,
    slot,
    measured: NOTHING,
    onChange: () => undefined,
  };
  return {
    subscribe(onChange) {
      if (!list) return () => undefined;
      list.onChange = onChange;
      return measures.add(list);
    },
    snapshot: () => list?.measured ?? NOTHING,
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
