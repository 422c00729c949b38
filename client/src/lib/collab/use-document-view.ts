import { useCallback, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { DocumentViewCache, type ObserveView, type ReadView, type ViewEquality } from './document-view-cache';
import { structuralEqual } from '@shared/structural-equal';

/**
 * A value read from a document, kept current: `observe` (a shared/schema observe… function) says when to
 * read again, and the component re-renders only when the new read differs (structurally by default) from
 * the last one. A card component can read its one card and sleep through edits to the others.
 *
 * `observe` should be a stable function (a module-level observe… function); `read` may be an inline
 * closure, it is only called again when the document changed or the closure did.
 */
export function useDocumentView<T>(
  doc: Y.Doc | null,
  read: ReadView<T>,
  observe: ObserveView,
  isEqual: ViewEquality<T> = structuralEqual,
): T | null {
  const [cache] = useState(() => new DocumentViewCache<T>());
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(doc, observe, onChange),
    [cache, doc, observe],
  );
  const getSnapshot = useCallback(() => cache.snapshot(doc, read, isEqual), [cache, doc, read, isEqual]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
