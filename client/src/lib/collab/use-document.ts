import { useCallback, useSyncExternalStore } from 'react';
import { parseDocumentName } from '@shared/schema/document-name';
import { getDocumentRegistry } from './collab-runtime';
import { ACCESS_DENIED, type DocumentState } from './document-session';

export type { DocumentState, DocumentStatus } from './document-session';

const NO_DOCUMENT: DocumentState = {
  doc: null,
  provider: null,
  status: 'loading',
  error: null,
  readOnly: false,
  notOnDevice: false,
};

// The server refuses a malformed name like a stranger's document; saying so needs no round trip.
const INVALID_NAME: DocumentState = { ...NO_DOCUMENT, status: 'error', error: ACCESS_DENIED };

/**
 * Opens document `name` (`mindmap:<id>`, `todolist:<id>`, `board:<id>`, `inbox:<workspaceId>`) for as long
 * as the component is mounted. Components using the same name share one Y.Doc and provider; it closes a
 * moment after the last one unmounts. `ready` once the device's copy or the server's has loaded, so a
 * document opened before also opens offline; `error` when the server refuses it.
 */
export function useDocument(name: string | null): DocumentState {
  const registry = getDocumentRegistry();
  const valid = name !== null && parseDocumentName(name) !== null;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (name === null || !valid) return () => undefined;
      // Opening in subscribe, not in render, ties the use to the component's mount.
      const session = registry.acquire(name);
      const stop = session.subscribe(onChange);
      return () => {
        stop();
        registry.release(name, session);
      };
    },
    [registry, name, valid],
  );
  const getSnapshot = useCallback((): DocumentState => {
    if (name === null) return NO_DOCUMENT;
    if (!valid) return INVALID_NAME;
    return registry.peek(name)?.getState() ?? NO_DOCUMENT;
  }, [registry, name, valid]);

  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
