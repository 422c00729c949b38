import { type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';

/** Cards drawn above and below the visible part of a lane's list (about 400 px), so scrolling rarely finds a blank. */
const OVERSCAN = 3;
/** A lane this far beyond either side of the board's visible part still has its cards drawn. */
const SIDE_MARGIN_PX = 200;
/** The element that scrolls the lanes sideways (board-lanes.tsx). */
export const LANES_SCROLLER = '.board__lanes';
/** The size of a list out of view, or not measured yet: the virtualizer draws nothing for it. */
const NOTHING: Rect = { width: 0, height: 0 };

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
  size: Rect;
  report(size: Rect): void;
}

/**
 * Measures lane lists for their virtualizers, all of them in one go: each list's size is read first, then
 * the lanes whose size changed are told, and re-render together before the browser paints. A lane told
 * at once would re-render and leave the page's layout stale for the next lane's reads, each of which
 * would then lay the page out again.
 */
class LaneMeasures {
  private readonly lists = new Set<WatchedList>();
  private readonly scrollers = new Map<HTMLElement, number>();
  private observer: ResizeObserver | null = null;
  private readonly onScroll = (event: Event) =>
    this.measure([...this.lists].filter((list) => list.scroller === event.currentTarget));

  add(element: HTMLElement, report: (size: Rect) => void): () => void {
    const list: WatchedList = {
      element,
      scroller: element.parentElement?.closest<HTMLElement>(LANES_SCROLLER) ?? null,
      size: NOTHING,
      report,
    };
    this.observer ??= new ResizeObserver(() => this.measure([...this.lists]));
    this.lists.add(list);
    this.observer.observe(element);
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
      this.observer?.unobserve(element);
      if (this.lists.size === 0) {
        this.observer?.disconnect();
        this.observer = null;
      }
      if (!scroller) return;
      const users = (this.scrollers.get(scroller) ?? 1) - 1;
      if (users > 0) {
        this.scrollers.set(scroller, users);
        // The lanes beside a removed one move sideways without resizing: observing the board anew asks
        // the observer for one more call after the next layout, which measures them where they are.
        this.observer?.unobserve(scroller);
        this.observer?.observe(scroller);
      } else {
        this.scrollers.delete(scroller);
        this.observer?.unobserve(scroller);
        scroller.removeEventListener('scroll', this.onScroll);
      }
    };
  }

  private measure(lists: WatchedList[]): void {
    const sizes = lists.map(({ element, scroller }) =>
      inSideView(element, scroller) ? { width: element.clientWidth, height: element.clientHeight } : NOTHING,
    );
    const changed = lists.filter((list, index) => {
      const size = sizes[index] ?? NOTHING;
      if (size.width === list.size.width && size.height === list.size.height) return false;
      list.size = size;
      return true;
    });
    if (changed.length > 0) flushSync(() => changed.forEach((list) => list.report(list.size)));
  }
}

/** The page's lane lists: one observer and one scroll listener a board, however many lanes it has. */
const measures = new LaneMeasures();

type LaneVirtualizer = Virtualizer<HTMLElement, Element>;

/**
 * The list's size, measured only in the resize observer's calls and when the board scrolls sideways,
 * never while rendering or in an effect (that would make the browser lay the page out in the middle of
 * it), and none while the lane is out of the board's view sideways. Until the observer first reports the
 * list, nothing is drawn: that report comes after the browser laid the page out and before it paints, so
 * the first frame already shows the cards in view, and only those.
 */
function observeLaneSize(virtualizer: LaneVirtualizer, report: (size: Rect) => void) {
  const element = virtualizer.scrollElement;
  return element ? measures.add(element, report) : undefined;
}

/**
 * The list's scroll position, read when it scrolls. Told as not scrolling, so that the lane re-renders only
 * when the cards to draw change, not as each scroll starts and ends; and drawn before the next paint.
 */
function observeLaneScroll(
  virtualizer: LaneVirtualizer,
  report: (offset: number, isScrolling: boolean) => void,
) {
  const element = virtualizer.scrollElement;
  if (!element) return undefined;
  const onScroll = () => {
    const offset = element.scrollTop;
    flushSync(() => report(offset, false));
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => element.removeEventListener('scroll', onScroll);
}

/**
 * The board never scrolls a list through its virtualizer (dnd-kit and the browser do); the only call, as
 * a list mounts, would write its scroll position and so lay the page out in a layout effect.
 */
function leaveScroll() {}

/** The virtualizer's settings for a lane list of `count` cards `slot` px apart, and `room` px more below them. */
export function laneVirtualizerOptions(list: HTMLElement | null, count: number, slot: number, room = 0) {
  return {
    count,
    getScrollElement: () => list,
    estimateSize: () => slot,
    paddingEnd: room,
    overscan: OVERSCAN,
    observeElementRect: observeLaneSize,
    observeElementOffset: observeLaneScroll,
    scrollToFn: leaveScroll,
  };
}

/**
 * The cards of a scrolling lane list worth drawing (`getVirtualItems()`): the visible ones and a margin,
 * none while the lane is out of the board's view sideways. The lane re-renders only when that range
 * changes, not on every pixel of scrolling.
 */
export function useLaneVirtualizer(list: HTMLElement | null, count: number, slot: number, room = 0) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here, and the lane reads the virtualizer only while it renders, handing none of its functions to a memoised child.
  return useVirtualizer(laneVirtualizerOptions(list, count, slot, room));
}
