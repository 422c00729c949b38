import * as Y from 'yjs';
import type { OpenVersion } from './record-version';

/** Updates a document gathers before they are merged into one, between two stores that write a version. */
const GATHERED_BEFORE_MERGE = 256;

/**
 * What each open document gained since its history was last written: every update applied to it, as its
 * own update events give them, so a store adds them to the open version as one part merged from those
 * (their size) instead of diffing the whole document against the version (its size). With it, the open
 * version as this instance last wrote it (record-version.ts), until a store fails.
 */
export function createVersionTails() {
  const kept = new Map<
    string,
    { document: Y.Doc; gained: Uint8Array[]; version: OpenVersion | null; stop(): void }
  >();

  function follow(documentName: string, document: Y.Doc) {
    let entry = kept.get(documentName);
    if (entry?.document === document) return entry;
    entry?.stop();
    const gained: Uint8Array[] = [];
    const listener = (update: Uint8Array) => {
      gained.push(update);
      if (gained.length > GATHERED_BEFORE_MERGE) gained.splice(0, gained.length, Y.mergeUpdates(gained));
    };
    document.on('update', listener);
    entry = { document, gained, version: null, stop: () => document.off('update', listener) };
    kept.set(documentName, entry);
    return entry;
  }

  return {
    /** Starts gathering a document's updates (it was loaded). */
    follow,
    /**
     * The document's open version as this instance last wrote it, and `take`, which hands over what the
     * document gained since the last take (called when a store reads the document for its version).
     */
    known(documentName: string, document: Y.Doc) {
      const entry = follow(documentName, document);
      return { version: entry.version, take: () => entry.gained.splice(0) };
    },
    /** A store committed: `version` is the open version it left (null: none). */
    wrote(documentName: string, version: OpenVersion | null) {
      const entry = kept.get(documentName);
      if (entry) entry.version = version;
    },
    /** A store failed: the updates it took were not written, so the next store diffs the document again. */
    failed(documentName: string) {
      const entry = kept.get(documentName);
      if (entry) entry.version = null;
    },
    /** The document left memory. */
    forget(documentName: string) {
      kept.get(documentName)?.stop();
      kept.delete(documentName);
    },
  };
}

export type VersionTails = ReturnType<typeof createVersionTails>;
