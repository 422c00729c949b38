import type { Author } from '../db/schema';
import type { LogEntry } from '../plugins/app/documents/documents-repository';

/**
 * The update log entries of each open document that its stored snapshot does not hold, as far as this
 * instance knows: read with the snapshot at load, committed since, and left over by each store. A store
 * leaves them out when it reads the log (it has them), and a document leaving memory with some is
 * snapshotted first.
 */
export function createPendingLog() {
  const byDocument = new Map<string, LogEntry[]>();
  /** The authors of each document's updates applied in memory whose log append is under way. */
  const writing = new Map<string, Set<{ author: Author }>>();

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

    /**
     * An update by `author` is in memory and its log append under way: a store that runs before the
     * append commits projects it, and names its author from here. Call the returned function once the
     * append is done.
     */
    writing(documentName: string, author: Author): () => void {
      const entry = { author };
      const authors = writing.get(documentName) ?? new Set();
      authors.add(entry);
      writing.set(documentName, authors);
      return () => {
        authors.delete(entry);
        if (authors.size === 0 && writing.get(documentName) === authors) writing.delete(documentName);
      };
    },

    /** The authors of the document's updates whose log append is under way. */
    authorsWriting(documentName: string): Author[] {
      return [...(writing.get(documentName) ?? [])].map((entry) => entry.author);
    },

    forget(documentName: string) {
      byDocument.delete(documentName);
    },
  };
}

export type PendingLog = ReturnType<typeof createPendingLog>;
