import { useCallback, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

function storedPreference(): boolean | null {
  try {
    const value = localStorage.getItem(SIDEBAR_COLLAPSED_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

/**
 * Whether the sidebar is collapsed to its icon rail. The user's choice is remembered; without one it
 * starts collapsed on phones, where the open sidebar takes a third of the screen.
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState<boolean>(
    () => storedPreference() ?? window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches,
  );
  const toggle = useCallback(() => {
    const next = !collapsed;
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Storage can be unavailable (private mode); the toggle still works for this visit.
    }
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
