import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type * as Y from 'yjs';
import { followingBoardReader } from '@shared/schema/board-reader';
import { createMindmapReader } from '@shared/schema/mindmap-reader';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { followingTodoReader } from '@shared/schema/todo';
import type { CommentTargetKind } from '../../plugins/app/comments/comments-repository';
import type { Author, DB } from '../../db/schema';
import type { ProjectionReceipt, Projector } from '../document-store';
import type { JobRow } from '../../plugins/app/jobs/jobs-repository';
import { FOLLOW_CHANGES_JOB, followedRange, type StoredChanges } from './linked-changes';
import {
  ROWS_PER_UPSERT,
  remove,
  runWrites,
  upsert,
  writeParent,
  type RecordedChange,
  type Write,
} from './projected-writes';
import { documentRows, type DocumentReads } from './row-sets';
import { diffRows, serialise, storedRows, type WrittenRows } from './written-rows';

export type { LinkedChanges, TitleChange } from './linked-changes';

/**
 * What one store's projection leaves to its commit: the values it wrote to the document's own row, the job
 * that follows it with the changes it follows; and to its rollback, the done jobs' ids it took to delete.
 */
interface Receipt extends ProjectionReceipt {
  parent?: string;
  follow?: { job: JobRow; stored: StoredChanges };
  done?: readonly string[];
}

/** Which documents hold items people comment on, and what the comments call them. */
const COMMENTED_KIND: Partial<Record<DocumentKind, CommentTargetKind>> = {
  todolist: 'todo',
  inbox: 'todo',
  board: 'card',
};

/**
 * How a store reads an open document of a kind, kept from store to store: it reads again only the items
 * changed since the last store, and unchanged items keep their rows (a 5,000-card board's full read held
 * the event loop for about 50 ms; a list that grows by a to-do per write was read whole, and every row
 * serialised again, inside each store's transaction).
 */
function incrementalReads(kind: DocumentKind, document: Y.Doc): { reads: DocumentReads; stop: () => void } {
  switch (kind) {
    case 'mindmap': {
      const reader = createMindmapReader(document);
      return { reads: { mindmap: () => reader.read() }, stop: () => reader.stop() };
    }
    case 'todolist':
    case 'inbox': {
      // The one the list's REST writes and progress notices read as well: it follows the document.
      const reader = followingTodoReader(document);
      return { reads: { todos: () => reader.read() }, stop: () => undefined };
    }
    case 'board': {
      // The one the board's REST writes read as well: it follows the document for as long as it lives.
      const reader = followingBoardReader(document);
      return { reads: { board: (current) => reader.read(current) }, stop: () => undefined };
    }
  }
}

/**
 * Projects documents into relational tables incrementally: it remembers what it last wrote for each
 * open document and writes only the rows that changed, so one edit in a large map costs one row. Given a
 * store's authors, the statements that write the rows also record what they really changed (the change
 * record, projected-writes.ts): the memory only decides what is worth sending. A store that recorded
 * changes enqueues, in its transaction, the job that follows them (FOLLOW_CHANGES_JOB), claimed by this
 * instance, which runs it once the store commits from the change rows the statement returned; should the
 * instance die first, the job's lease runs out and another instance runs it from the change record.
 */
export function createProjector(app: Pick<FastifyInstance, 'repos' | 'clock' | 'jobs'>): Projector {
  const written = new Map<string, Map<string, WrittenRows>>();
  /** The values last written to each open document's own row. */
  const parentWritten = new Map<string, string>();
  // A document never changes workspace: look it up once while the document is open.
  const workspaces = new Map<string, string>();
  /** Each open document's incremental reads (incrementalReads), for the copy of it they follow. */
  const readers = new Map<string, { document: Y.Doc; reads: DocumentReads; stop: () => void }>();

  function readsFor(documentName: string, kind: DocumentKind, document: Y.Doc): DocumentReads {
    let kept = readers.get(documentName);
    if (kept?.document !== document) {
      kept?.stop();
      kept = { document, ...incrementalReads(kind, document) };
      readers.set(documentName, kept);
    }
    return kept.reads;
  }

  return {
    async project(
      trx: Kysely<DB>,
      documentName: string,
      document: Y.Doc,
      authors: (() => readonly Author[]) | null,
    ): Promise<Receipt | undefined> {
      const name = parseDocumentName(documentName);
      if (!name) return;
      // What this store leaves to its commit, or to its rollback: its own, not its document's (a store
      // of the document may start before this one's commit is told).
      const receipt: Receipt = {};
      const workspaceId =
        name.kind === 'inbox'
          ? name.id
          : (workspaces.get(documentName) ?? (await app.repos.documents.workspaceOf(documentName, trx)));
      if (!workspaceId) return;
      workspaces.set(documentName, workspaceId);
      const now = app.clock.now();
      const rows = documentRows(name, document, workspaceId, readsFor(documentName, name.kind, document));
      // Named in the same synchronous step as the read: whoever wrote what was just read is known now.
      const record = authors && { workspaceId, documentName, authors: authors(), at: now };

      const cache = written.get(documentName) ?? new Map<string, WrittenRows>();
      let parentStamped = false;
      let parentChange: RecordedChange | null = null;
      if (rows.parent) {
        const serialised = serialise(rows.parent.values);
        // updated_at says when the content last changed: a store with nothing new leaves it alone.
        if (parentWritten.get(documentName) !== serialised) {
          const { changed, exists, change } = await writeParent(trx, rows.parent, now, record);
          // The document's row is gone: it was deleted while this store was on its way.
          if (!exists) return;
          parentStamped = changed;
          parentChange = change;
          receipt.parent = serialised;
        }
      }

      const writes: Write[] = [];
      let items: { removed: string[]; added: string[] } | null = null;
      for (const child of rows.children) {
        let kept = cache.get(child.table);
        if (!kept) {
          kept = { serialised: await storedRows(trx, child), objects: new Map() };
          cache.set(child.table, kept);
        }
        // Brings `kept` up to date in place: a failed store makes the document store forget it whole.
        const { changed, added, removed } = diffRows(kept, child);
        if (removed.length > 0) writes.push(remove(child, removed));
        for (let start = 0; start < changed.length; start += ROWS_PER_UPSERT) {
          writes.push(upsert(child.table, child.owner.column, changed.slice(start, start + ROWS_PER_UPSERT)));
        }
        if (child.table === 'document_items') items = { removed, added };
      }
      // The job that follows the store is inserted by its last statement, once it recorded a change, and
      // the rows of earlier stores' follow jobs done since are deleted by it (given back on a rollback).
      const job = record && app.jobs.ownJob(FOLLOW_CHANGES_JOB, { documentName, workspaceId });
      const done = app.jobs.takeDone();
      receipt.done = done.ids;
      const recorded = await runWrites(trx, writes, record, {
        done,
        // A node, a to-do or a card changed: the map, list or board was edited now too.
        touch:
          rows.parent && !parentStamped
            ? { table: rows.parent.table, id: rows.parent.id, at: now }
            : undefined,
        follow: job ? { job, earlier: parentChange ? [parentChange.id] : [] } : undefined,
      });
      const changes = parentChange ? [parentChange, ...recorded] : recorded;
      if (record) receipt.projected = { workspaceId, recorded: changes, authors: record.authors, at: now };
      const range = followedRange(
        documentName,
        workspaceId,
        changes.map(({ id }) => id),
      );
      if (job && range) {
        receipt.follow = {
          job: { ...job, payload: { ...range } },
          stored: { recorded: changes, at: now, authors: record ? record.authors : [] },
        };
      }
      const commented = COMMENTED_KIND[name.kind];
      // After the writes: a thread is orphaned only when its item is in no document's index any more.
      if (items && commented) await app.repos.comments.markTargets(workspaceId, commented, items, now, trx);
      written.set(documentName, cache);
      return receipt;
    },

    forget(documentName, receipt) {
      const taken = (receipt as Receipt | undefined)?.done;
      if (taken?.length) app.jobs.giveBackDone(taken);
      readers.get(documentName)?.stop();
      readers.delete(documentName);
      written.delete(documentName);
      parentWritten.delete(documentName);
      workspaces.delete(documentName);
    },

    committed(documentName, _document, receipt) {
      const { parent, follow } = (receipt as Receipt | undefined) ?? {};
      if (parent !== undefined) parentWritten.set(documentName, parent);
      // The job enqueued in the transaction is durable now: run it here at once.
      if (follow) app.jobs.runOwn(follow.job, follow.stored);
    },

    forgetItems(documentName) {
      written.get(documentName)?.delete('document_items');
    },
  };
}
