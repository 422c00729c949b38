import type { Document } from '@hocuspocus/server';
import type { Author, AuthoredUpdate } from './authors';
import { DocumentGoneError, type DocumentStore } from './document-store';
import type { SizeLimit } from './size-limit-extension';
import type { StoreRetries } from './store-retries';

interface Dependencies {
  sizes: SizeLimit;
  /** The update log's commit: appends an update by `author`, falling back to a snapshot. */
  commit(documentName: string, document: Document, update: Uint8Array, author: Author): Promise<void>;
  documentStore: Pick<DocumentStore, 'store'>;
  retries: StoreRetries;
}

/** The writes of a document's store that is open to more, and that store. */
interface Batch {
  updates: AuthoredUpdate[];
  done: Promise<void>;
}

/**
 * Saves a write made in memory outside any connection (a REST write): it is answered once it is in the
 * update log (every instance's next store merges it) and in the projection (so the next REST read, on any
 * instance, sees it).
 *
 * Concurrent writes to one document share one store, which appends them to the log (merged into one
 * entry an author) and projects the document in one transaction: a store projects the whole document
 * anyway, and one that reads the document after a write was applied in memory holds that write and every
 * other applied before it. A write joins the store that is open: one waiting for the store before it, or
 * one under way that has not read the document yet (document-store.ts appends what joined after its first
 * step). A store closes when it reads the document, and a write after that joins the next one, so
 * read-after-write holds while ten writers to one map cost one transaction a round. When that store fails,
 * nothing of it was written: each of its writes is made durable on its own, as a live update is (a log
 * append, else a snapshot), and the store is tried again later.
 */
export function createRestWrites({ sizes, commit, documentStore, retries }: Dependencies) {
  /** Keyed by the loaded copy, not the name: a document unloaded and loaded again is another copy. */
  const open = new WeakMap<Document, Batch>();

  async function storeBatch(documentName: string, document: Document, batch: Batch): Promise<void> {
    const close = () => {
      if (open.get(document) === batch) open.delete(document);
    };
    const failure = await document.saveMutex.runExclusive(async () => {
      try {
        if (!(await documentStore.store(documentName, document, 'edit', { updates: batch.updates, close }))) {
          return new DocumentGoneError(documentName);
        }
        retries.succeeded(documentName);
        return null;
      } catch (error) {
        return error;
      } finally {
        close();
      }
    });
    if (failure === null) return;
    if (failure instanceof DocumentGoneError) throw failure;
    await Promise.all(
      batch.updates.map(({ update, author }) => commit(documentName, document, update, author)),
    );
    retries.retry(documentName, document, failure);
  }

  return {
    /** Saves `update`, written by `author` (a store's log entries are one an author). */
    async save(documentName: string, document: Document, update: Uint8Array, author: Author) {
      sizes.add(documentName, update.length);
      let batch = open.get(document);
      if (!batch) {
        const created: Batch = { updates: [], done: Promise.resolve() };
        created.done = storeBatch(documentName, document, created);
        open.set(document, created);
        batch = created;
      }
      batch.updates.push({ update, author });
      await batch.done;
    },
  };
}
