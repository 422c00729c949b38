import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is scrolled past the top edge. */
  above: boolean;
  /** Content goes on past the bottom edge. */
  below: boolean;
}

/** Whether a scrolling element has more content above and below what it shows. */
export function scrollEdges(
  element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
): ScrollEdges {
  return {
    above: element.scrollTop > 1,
    below: element.scrollTop + element.clientHeight < element.scrollHeight - 1,
  };
}

/**
 * The scroll edges of `element`, kept as it scrolls, resizes, and as its content's height (`contentHeight`)
 * changes; a render happens only when an edge changes.
 */
export function useScrollEdges(element: HTMLElement | null, contentHeight: number): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ above: false, below: false });
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = scrollEdges(element);
      setEdges((current) => (current.above === next.above && current.below === next.below ? current : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [element, contentHeight]);
  return edges;
}
