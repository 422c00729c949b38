import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

/**
 * What the last import made, kept outside any page: the list page that started the import gives way to
 * the document it opens, and the notice stays on screen across that move.
 */
export const importNotice = {
  show(text: string | null) {
    current = text;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useImportNotice(): string | null {
  return useSyncExternalStore(
    importNotice.subscribe,
    () => current,
    () => null,
  );
}
