import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { HistoryTarget } from '../api/history-keys';
import { useVersionUpdate } from '../api/get-version-update';
import {
  comparePreview,
  type DocumentContent,
  observeContent,
  readContent,
  readVersion,
} from '../utils/preview-content';

/** The live document's content as last read, until its next change. */
const liveReads = new WeakMap<Y.Doc, DocumentContent>();

/** The live document read with its schema reader, read again after each change. */
function useLiveContent(kind: HistoryTarget['kind'], doc: Y.Doc | null): DocumentContent | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!doc) return () => undefined;
      liveReads.delete(doc);
      return observeContent(kind, doc, () => {
        liveReads.delete(doc);
        onChange();
      });
    },
    [kind, doc],
  );
  const read = useCallback(() => {
    if (!doc) return null;
    let content = liveReads.get(doc);
    if (!content) {
      content = readContent(kind, doc);
      liveReads.set(doc, content);
    }
    return content;
  }, [kind, doc]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * A version for its preview: its state fetched and read in a document of its own, compared with the
 * live document `live` (null while that is loading) as it changes.
 */
export function useVersionPreview(target: HistoryTarget, versionId: string, live: Y.Doc | null) {
  const update = useVersionUpdate(target, versionId);
  const version = useMemo(
    () => (update.data ? readVersion(target.kind, update.data) : null),
    [target.kind, update.data],
  );
  const now = useLiveContent(target.kind, live);
  const content = useMemo(() => (version && now ? comparePreview(version, now) : null), [version, now]);
  return { content, update };
}
