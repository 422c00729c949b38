import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A second horizontal scrollbar (above the lanes, always in reach) kept in step with the lanes' own:
 * scrolling either moves the other, and its track is as wide as the lanes.
 */
export function useSyncedScrollbar() {
  const barRef = useRef<HTMLDivElement | null>(null);
  const lanesRef = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const [lanes, setLanes] = useState<HTMLDivElement | null>(null);

  const bar = useCallback((element: HTMLDivElement | null) => {
    barRef.current = element;
  }, []);
  const lanesElement = useCallback((element: HTMLDivElement | null) => {
    lanesRef.current = element;
    setLanes(element);
  }, []);

  useEffect(() => {
    const track = barRef.current;
    if (!lanes || !track) return;
    let syncing: HTMLElement | null = null;
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (syncing === to) {
        syncing = null;
        return;
      }
      if (to.scrollLeft === from.scrollLeft) return;
      const before = to.scrollLeft;
      syncing = from;
      to.scrollLeft = from.scrollLeft;
      // Nothing moved (the other is not yet as wide): no echo will come, so none may be awaited, or the
      // next real scroll of the other would be taken for it and lost.
      if (to.scrollLeft === before) syncing = null;
    };
    const fromLanes = follow(lanes, track);
    const fromBar = follow(track, lanes);
    lanes.addEventListener('scroll', fromLanes, { passive: true });
    track.addEventListener('scroll', fromBar, { passive: true });
    // Measured only in the resize observer's calls, which come once the browser has laid the page out:
    // reading scrollWidth anywhere else (an effect, a mutation callback) makes it lay the page out at once.
    const measure = () => setWidth(lanes.scrollWidth);
    const resize = new ResizeObserver(measure);
    resize.observe(lanes);
    for (const child of lanes.children) resize.observe(child);
    // A lane added or removed changes the width without resizing the list: observing the list anew asks
    // the observer for one more call after the next layout. A new lane is observed for its own resizes.
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => node instanceof Element && resize.observe(node));
        record.removedNodes.forEach((node) => node instanceof Element && resize.unobserve(node));
      }
      resize.unobserve(lanes);
      resize.observe(lanes);
    });
    mutations.observe(lanes, { childList: true });
    return () => {
      lanes.removeEventListener('scroll', fromLanes);
      track.removeEventListener('scroll', fromBar);
      resize.disconnect();
      mutations.disconnect();
    };
  }, [lanes]);

  return { bar, lanesElement, width };
}
