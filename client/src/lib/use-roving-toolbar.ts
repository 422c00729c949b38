import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const CONTROLS = 'button, a[href]';

/** The controls of a toolbar the keyboard can reach, in order: a disabled button is skipped. */
export function toolbarItems(bar: Element | null | undefined): HTMLElement[] {
  if (!bar) return [];
  return [...bar.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );
}

/**
 * Which of `count` controls ←, →, Home or End moves to from control `index` (-1 when none has the focus);
 * ← and → wrap around. Null for any other key.
 */
export function toolbarStep(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return index <= 0 ? count - 1 : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A WAI-ARIA toolbar with a roving tabindex: Tab stops once in it (on the control used last, else the
 * first), ←/→ and Home/End move between its controls and Escape calls `onEscape`. Spread the answer on
 * the element with role="toolbar".
 */
export function useRovingToolbar<T extends HTMLElement>(onEscape: () => void) {
  const ref = useRef<T>(null);
  const stop = useRef<Element | null>(null);
  const settle = useCallback(() => {
    const bar = ref.current;
    if (!bar) return;
    const items = toolbarItems(bar);
    const current = items.find((item) => item === stop.current) ?? items[0];
    for (const item of bar.querySelectorAll<HTMLElement>(CONTROLS)) item.tabIndex = item === current ? 0 : -1;
  }, []);
  // Controls come, go and get disabled from one render to the next: each render settles the tab stop.
  useLayoutEffect(settle);

  const onFocus = (event: FocusEvent<T>) => {
    if (!toolbarItems(ref.current).includes(event.target)) return;
    stop.current = event.target;
    settle();
  };
  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    const items = toolbarItems(ref.current);
    const next = toolbarStep(event.key, items.indexOf(event.target as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus({ preventScroll: true });
  };
  return { ref, onFocus, onKeyDown };
}
