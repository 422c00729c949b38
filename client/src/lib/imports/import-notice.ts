import { useSyncExternalStore } from 'react';

/** What an import made, or why one that outlived its page failed. */
export interface ImportNoticeText {
  tone: 'success' | 'error';
  text: string;
}

let current: ImportNoticeText | null = null;
const listeners = new Set<() => void>();

/**
 * The last import's outcome, kept outside any page: the list page that started the import gives way to
 * the document it opens, or to wherever the person went while it uploaded, and the notice shows there.
 */
export const importNotice = {
  show(notice: ImportNoticeText | null) {
    current = notice;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useImportNotice(): ImportNoticeText | null {
  return useSyncExternalStore(
    importNotice.subscribe,
    () => current,
    () => null,
  );
}
