import type { LogEntry } from '../plugins/app/documents/documents-repository';

/**
 * The update log entries of each open document that its stored snapshot does not hold, as far as this
 * instance knows: read with the snapshot at load, committed since, and left over by each store. A store
 * leaves them out when it reads the log (it has them), and a document leaving memory with some is
 * snapshotted first.
 */
export function createPendingLog() {
  const byDocument = new Map<string, LogEntry[]>();

  function of(documentName: string): LogEntry[] {
    return byDocument.get(documentName) ?? [];
  }

  return {
    of,

    set(documentName: string, entries: LogEntry[]) {
      byDocument.set(documentName, entries);
    },

    /** An entry committed to the log; kept only for a document in memory. */
    appended(documentName: string, entry: LogEntry) {
      byDocument.get(documentName)?.push(entry);
    },

    /**
     * After a store that read the entries `known` and wrote a snapshot holding `contained`: what the log
     * still holds for the document is the entries read that the snapshot did not take in (other
     * instances' too, so the next store does not read them again), and those committed meanwhile.
     */
    stored(documentName: string, known: readonly LogEntry[], contained: ReadonlySet<LogEntry>) {
      const read = new Set(known);
      const committedMeanwhile = of(documentName).filter((entry) => !read.has(entry));
      byDocument.set(documentName, [
        ...known.filter((entry) => !contained.has(entry)),
        ...committedMeanwhile,
      ]);
    },

    forget(documentName: string) {
      byDocument.delete(documentName);
    },
  };
}

export type PendingLog = ReturnType<typeof createPendingLog>;
