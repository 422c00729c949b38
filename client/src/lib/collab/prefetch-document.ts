import type { LoaderFunction } from 'react-router-dom';
import { formatDocumentName, isDocumentId, type DocumentKind } from '@shared/schema/document-name';

/** How long a document opened ahead of its page stays open waiting for the page to take it. */
export const PREFETCH_HOLD_MS = 15_000;

// Documents opened ahead of their page that the device copy held: this tab can draw them at once.
const onDevice = new Set<string>();
const onDeviceListeners = new Set<() => void>();

/** Whether document `kind:id`, opened ahead of its page, loaded from this device's copy. */
export function openedFromDevice(kind: DocumentKind, id: string): boolean {
  return onDevice.has(formatDocumentName(kind, id));
}

/** Calls `listener` when a document opened ahead of its page has loaded from the device; returns how to stop. */
export function subscribeOpenedFromDevice(listener: () => void): () => void {
  onDeviceListeners.add(listener);
  return () => onDeviceListeners.delete(listener);
}

/**
 * Opens document `kind:id` (device copy first, then the server's) and keeps it open for `holdMs`, so the
 * page that shows it finds it loading or loaded. The server still decides access; nothing is shown here.
 */
export function prefetchDocument(kind: DocumentKind, id: string, holdMs = PREFETCH_HOLD_MS): void {
  if (!isDocumentId(id)) return;
  const name = formatDocumentName(kind, id);
  void import('./collab-runtime').then(({ getDocumentRegistry }) => {
    const registry = getDocumentRegistry();
    const session = registry.acquire(name);
    const record = () => {
      if (!session.openedFromDevice || onDevice.has(name)) return;
      onDevice.add(name);
      onDeviceListeners.forEach((listener) => listener());
    };
    const stop = session.subscribe(record);
    record();
    setTimeout(() => {
      stop();
      registry.release(name, session);
    }, holdMs);
  });
}

/**
 * A route loader for a page showing one live document named by the route's `:id`. It runs as navigation
 * starts, before the access gate's checks, so the document loads while the session is being checked
 * instead of after it (the router loads the route's code, its `lazy`, at the same time).
 */
export function documentRouteLoader(kind: DocumentKind): LoaderFunction {
  return ({ params }) => {
    prefetchDocument(kind, params.id ?? '');
    return null;
  };
}
