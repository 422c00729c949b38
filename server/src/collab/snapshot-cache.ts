import type { KnownSnapshot } from '../plugins/app/documents/documents-repository';

/** How many bytes of snapshots a process keeps for documents it may load again. */
export const SNAPSHOT_CACHE_BYTES = 64 * 1024 * 1024;

interface Kept extends KnownSnapshot {
  bytes: Uint8Array;
}

/**
 * The last snapshot this process stored or loaded of each recent document, so that opening a document
 * again reads only its snapshot count from the database, not its whole snapshot (a 2,000-to-do list's
 * is about 480 KB, and reading it cost more than applying it). The database still decides: a kept
 * snapshot is used only when the stored one has the same count and comes from the same document row.
 * Least recently used first out, within `maxBytes`.
 */
export function createSnapshotCache(maxBytes = SNAPSHOT_CACHE_BYTES) {
  const kept = new Map<string, Kept>();
  let total = 0;

  function forget(name: string) {
    const entry = kept.get(name);
    if (!entry) return;
    kept.delete(name);
    total -= entry.bytes.length;
  }

  return {
    /** Which snapshot of `name` is kept, to ask the database whether it is still the stored one. */
    known(name: string): KnownSnapshot | undefined {
      const entry = kept.get(name);
      return entry && { seq: entry.seq, createdAt: entry.createdAt };
    },

    /** The kept snapshot of `name`, once the database said it is the stored one. */
    take(name: string): Uint8Array | undefined {
      const entry = kept.get(name);
      if (!entry) return undefined;
      kept.delete(name);
      kept.set(name, entry);
      return entry.bytes;
    },

    keep(name: string, snapshot: Kept) {
      forget(name);
      if (snapshot.bytes.length > maxBytes) return;
      kept.set(name, snapshot);
      total += snapshot.bytes.length;
      for (const [oldest, entry] of kept) {
        if (total <= maxBytes) break;
        kept.delete(oldest);
        total -= entry.bytes.length;
      }
    },

    forget,

    get size() {
      return total;
    },
  };
}
