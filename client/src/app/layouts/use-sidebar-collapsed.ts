import { useCallback, useEffect, useState } from 'react';
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

const phoneQuery = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

function isPhone(): boolean {
  return phoneQuery().matches;
}

/**
 * Whether the sidebar is collapsed to its icon rail. On larger screens the user's choice is remembered.
 * On phones the open sidebar lies over the page, so every page load starts with it closed, and opening
 * it there is not remembered; a window that narrows to a phone's width closes it too, as it would have
 * started closed there, and one that widens again takes back the remembered choice.
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState<boolean>(() => isPhone() || (storedPreference() ?? false));
  const toggle = useCallback(() => {
    const next = !collapsed;
    if (!isPhone()) {
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Storage can be unavailable (private mode); the toggle still works for this visit.
      }
    }
    setCollapsed(next);
  }, [collapsed]);
  useEffect(() => {
    const query = phoneQuery();
    const onChange = () => setCollapsed(query.matches || (storedPreference() ?? false));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [collapsed, toggle];
}
