import type { Author } from '../db/schema';
import type { DocumentsRepository } from '../plugins/app/documents/documents-repository';

interface Waiting {
  name: string;
  update: Uint8Array;
  items: readonly string[];
  authors: readonly Author[];
  resolve(id: number): void;
  reject(error: unknown): void;
}

/**
 * Appends document updates to the database log with group commit: the first update waits `gatherMs` for
 * others, and while one insert is in flight new updates queue up for the next, so many writers share one
 * round trip and one commit. Only acknowledgements wait on it (collaborators see an update before it is
 * committed, see acknowledgements.ts), so gathering costs no propagation latency.
 */
export function createUpdateLog(
  documents: DocumentsRepository,
  { maxBatch = 1000, gatherMs = 10 }: { maxBatch?: number; gatherMs?: number } = {},
) {
  let queue: Waiting[] = [];
  let flushing: Promise<void> | null = null;

  async function flush() {
    await new Promise((resolve) => setTimeout(resolve, gatherMs));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const ids = await documents.append(
          batch.map(({ name, update, items, authors }) => ({ name, update, items, authors })),
        );
        batch.forEach((entry, index) => entry.resolve(ids[index]!));
      } catch {
        // One bad entry (its document deleted meanwhile) must not fail its neighbours: retry one by one.
        for (const entry of batch) {
          const { name, update, items, authors } = entry;
          await documents.append([{ name, update, items, authors }]).then(
            ([id]) => entry.resolve(id!),
            (error: unknown) => entry.reject(error),
          );
        }
      }
    }
    flushing = null;
  }

  return {
    /**
     * Resolves with the entry's id once it is committed, written by `authors`, with `items` in the
     * document's item index.
     */
    append(
      name: string,
      update: Uint8Array,
      items: readonly string[] = [],
      authors: readonly Author[] = [],
    ): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        queue.push({ name, update, items, authors, resolve, reject });
        flushing ??= flush();
      });
    },
    /** Resolves when everything queued so far is committed. */
    async drain() {
      while (flushing) await flushing;
    },
  };
}

export type UpdateLog = ReturnType<typeof createUpdateLog>;
