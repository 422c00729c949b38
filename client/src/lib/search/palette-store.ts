import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the command palette (the sidebar's search button, Ctrl+K). */
export function openPalette(): void {
  set(true);
}

export function closePalette(): void {
  set(false);
}

export function togglePalette(): void {
  set(!open);
}

/** Whether the command palette is open; one palette serves the whole signed-in app. */
export function usePaletteOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
