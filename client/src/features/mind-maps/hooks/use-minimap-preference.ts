import { useCallback, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

const KEY = 'mindmap_minimap';

function initial(): boolean {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // No storage: fall back to the screen size.
  }
  return window.innerWidth > MOBILE_BREAKPOINT_PX;
}

/** Whether the minimap shows: this device's last choice, else on for wide screens and off on phones. */
export function useMinimapPreference(): [boolean, () => void] {
  const [shown, setShown] = useState(initial);
  const toggle = useCallback(() => {
    setShown((current) => {
      try {
        localStorage.setItem(KEY, current ? '0' : '1');
      } catch {
        // Not remembered; still toggled.
      }
      return !current;
    });
  }, []);
  return [shown, toggle];
}
