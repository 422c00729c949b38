import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type * as Y from 'yjs';
import { DONE_COLUMN_ID } from '@shared/schema/board-model';
import { followingBoardReader } from '@shared/schema/board-reader';
import { createMindmapReader } from '@shared/schema/mindmap-reader';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { followingTodoReader } from '@shared/schema/todo';
import type { CommentTargetKind } from '../../plugins/app/comments/comments-repository';
import type { DB } from '../../db/schema';
import type { Projector } from '../document-store';
import { documentRows, type ChildRows, type DocumentReads, type Row } from './row-sets';

type Snapshot = Map<string, string>;

/**
 * What a projector last wrote of one child table for an open document: each row serialised, and the row
 * object it came from. Row objects are made once per item read (row-sets.ts keptRows) and never changed,
 * so a row whose object is the one written last needs neither serialising nor comparing.
 */
interface WrittenRows {
  serialised: Snapshot;
  objects: Map<string, Row>;
}

/**
 * The rows of `child` that differ from what was written (`written`, brought up to date in place) and the
 * ids no longer there; `previous` holds the serialised rows the changed ones replaced.
 */
function diffRows(written: WrittenRows, child: ChildRows) {
  const { serialised, objects } = written;
  const changed: Array<Record<string, unknown>> = [];
  const added: string[] = [];
  const previous: Snapshot = new Map();
  for (const [id, row] of child.rows) {
    if (objects.get(id) === row) continue;
    objects.set(id, row);
    const text = serialise(row);
    const before = serialised.get(id);
    if (before === text) continue;
    changed.push({ id, [child.owner.column]: child.owner.value, ...row });
    if (before === undefined) added.push(id);
    else previous.set(id, before);
    serialised.set(id, text);
  }
  // Every id of the document is in `serialised` now: any more are rows whose items went.
  const removed =
    serialised.size > child.rows.size ? [...serialised.keys()].filter((id) => !child.rows.has(id)) : [];
  for (const id of removed) {
    serialised.delete(id);
    objects.delete(id);
  }
  return { changed, added, removed, previous };
}

/** Rows are never changed once made: the same row object always serialises the same. */
const serialisedRows = new WeakMap<Row, string>();

function serialise(row: Row): string {
  let text = serialisedRows.get(row);
  if (text === undefined) {
    text = JSON.stringify(
      Object.keys(row)
        .sort()
        .map((key) => [key, row[key]]),
    );
    serialisedRows.set(row, text);
  }
  return text;
}

function normalise(value: unknown): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as string | number | boolean | null;
}

/** The stored rows of one child table for a document, in the same form documentRows() produces. */
async function storedRows(trx: Kysely<DB>, child: ChildRows): Promise<Snapshot> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(child.table)} where ${ownedBy(child)}`.execute(trx);
  const sample = child.rows.values().next().value;
  const snapshot: Snapshot = new Map();
  for (const row of rows) {
    const picked: Row = {};
    for (const key of Object.keys(sample ?? {})) picked[key] = normalise(row[key]);
    snapshot.set(String(row.id), serialise(picked));
  }
  return snapshot;
}

/**
 * What a store changed that a linked to-do and its cards keep in step: to-dos completed or reopened, cards
 * linked to a to-do that entered or left the Done lane, and the titles of either. Items that just appeared
 * or went are not changes of state. A title change carries the title before it and when the item was last
 * edited, which decide whether the other side follows (todo-card-sync.ts).
 */
export interface LinkedChanges {
  workspaceId: string;
  /** The map's, list's or board's own row changed (its title, description or a map's saved view). */
  itemChanged: boolean;
  todos: Array<{ id: string; completed: boolean }>;
  cards: Array<{ id: string; todoId: string; done: boolean }>;
  titles: Array<TitleChange>;
}

export interface TitleChange {
  side: 'todo' | 'card';
  /** The to-do, whichever side changed. */
  todoId: string;
  title: string;
  previous: string;
  /** The changed item's updatedAt. */
  editedAt: string;
}

function collectLinkedChanges(
  table: ChildRows['table'],
  before: Snapshot,
  changed: Array<Record<string, unknown>>,
  changes: LinkedChanges,
) {
  if (table !== 'todos' && table !== 'kanban_cards') return;
  for (const row of changed) {
    const previous = before.get(row.id as string);
    if (previous === undefined) continue;
    const old = Object.fromEntries(JSON.parse(previous) as Array<[string, unknown]>);
    if (table === 'todos' && old.completed !== row.completed) {
      changes.todos.push({ id: row.id as string, completed: row.completed === true });
    }
    const todoId = table === 'todos' ? (row.id as string) : row.linked_todo_id;
    if (old.title !== row.title && typeof todoId === 'string') {
      changes.titles.push({
        side: table === 'todos' ? 'todo' : 'card',
        todoId,
        title: String(row.title),
        previous: String(old.title),
        editedAt: String(row.updated_at),
      });
    }
    const wasDone = old.column_id === DONE_COLUMN_ID;
    const isDone = row.column_id === DONE_COLUMN_ID;
    if (table === 'kanban_cards' && wasDone !== isDone && typeof row.linked_todo_id === 'string') {
      changes.cards.push({ id: row.id as string, todoId: row.linked_todo_id, done: isDone });
    }
  }
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

const quoted = (column: string) => `"${column}"`;

/** Rows an upsert statement takes at most (a map's first store writes every node). */
const ROWS_PER_UPSERT = 500;
/** Parameters one statement takes at most: PostgreSQL's limit is 65,535. */
const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * One write of a projection, as text whose placeholders are numbered from `$${first}` on, so that writes
 * can be joined into one statement. The text is written out directly: a store writes on every REST write,
 * and building the same statement through the query builder cost more than the rest of the projection of
 * a one-node change. Tables and columns are named by the code, never by a document.
 */
interface Write {
  parameters: unknown[];
  text(first: number): string;
}

/** Inserts or updates rows of a child table, keyed by (owner column, id); every row has the same columns. */
function upsert(table: ChildRows['table'], owner: string, rows: Array<Record<string, unknown>>): Write {
  const columns = Object.keys(rows[0]!);
  const parameters = rows.flatMap((row) => columns.map((column) => row[column]));
  const updatable = columns.filter((column) => column !== owner && column !== 'id');
  const action =
    updatable.length === 0
      ? 'do nothing'
      : `do update set ${updatable.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')}`;
  return {
    parameters,
    text(first) {
      const tuples = rows.map(
        (_, row) => `(${columns.map((_, column) => `$${first + row * columns.length + column}`).join(', ')})`,
      );
      return (
        `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')} ` +
        `on conflict (${quoted(owner)}, "id") ${action}`
      );
    },
  };
}

/** Deletes a document's rows of a child table by id. */
function remove(child: ChildRows, ids: string[]): Write {
  return {
    parameters: [child.owner.value, ...ids],
    text: (first) =>
      `delete from ${quoted(child.table)} where ${quoted(child.owner.column)} = $${first} ` +
      `and "id" in (${ids.map((_, index) => `$${first + 1 + index}`).join(', ')})`,
  };
}

/**
 * Runs a store's writes to the projected tables, as few statements as their parameters allow: writes
 * joined as data-modifying parts of one statement cost one round trip instead of one each (a new to-do
 * is a row in todos and one in the item index). The parts of one statement all see the rows as they were
 * before it, which these writes do not mind: each table gets rows deleted or written by id, never both.
 */
async function runWrites(trx: Kysely<DB>, writes: Write[]): Promise<void> {
  let start = 0;
  while (start < writes.length) {
    let end = start + 1;
    let count = writes[start]!.parameters.length;
    while (end < writes.length && count + writes[end]!.parameters.length <= PARAMETERS_PER_STATEMENT) {
      count += writes[end]!.parameters.length;
      end += 1;
    }
    const joined = writes.slice(start, end);
    const parameters: unknown[] = [];
    const texts = joined.map((write) => {
      const text = write.text(parameters.length + 1);
      parameters.push(...write.parameters);
      return text;
    });
    const text =
      texts.length === 1
        ? texts[0]!
        : `with ${texts.map((part, n) => `w${n} as (${part})`).join(', ')} select 1`;
    await trx.executeQuery(CompiledQuery.raw(text, parameters));
    start = end;
  }
}

const ownedBy = (child: ChildRows) => sql`${sql.ref(child.owner.column)} = ${child.owner.value}`;

/**
 * Projects documents into relational tables incrementally: it remembers what it last wrote for each
 * open document and writes only the rows that changed, so one edit in a large map costs one row.
 */
export function createProjector(
  app: FastifyInstance,
  options: {
    onCommitted?: (documentName: string, document: Y.Doc, changes: LinkedChanges) => void;
  } = {},
): Projector {
  const written = new Map<string, Map<string, WrittenRows>>();
  /** The values last written to each open document's own row, and those of the transaction in flight. */
  const parentWritten = new Map<string, string>();
  const pendingParent = new Map<string, string>();
  /** What the transaction in flight changed that linked items follow, reported once it commits. */
  const inFlight = new Map<string, LinkedChanges>();
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
    async project(trx: Kysely<DB>, documentName: string, document: Y.Doc) {
      const name = parseDocumentName(documentName);
      if (!name) return;
      const workspaceId =
        name.kind === 'inbox'
          ? name.id
          : (workspaces.get(documentName) ?? (await app.repos.documents.workspaceOf(documentName, trx)));
      if (!workspaceId) return;
      workspaces.set(documentName, workspaceId);
      const now = app.clock.now();
      const rows = documentRows(name, document, workspaceId, readsFor(documentName, name.kind, document));

      const cache = written.get(documentName) ?? new Map<string, WrittenRows>();
      let parentStamped = false;
      if (rows.parent) {
        const { table, id, values } = rows.parent;
        const serialised = serialise(values);
        // updated_at says when the content last changed: a store with nothing new leaves it alone.
        if (parentWritten.get(documentName) !== serialised) {
          const result = await trx
            .updateTable(table)
            .set({ ...values, updated_at: now } as never)
            .where('id', '=', id)
            .where(
              sql<boolean>`(${sql.join(
                Object.entries(values).map(([key, value]) => sql`${sql.ref(key)} is distinct from ${value}`),
                sql` or `,
              )})`,
            )
            .executeTakeFirst();
          parentStamped = Number(result.numUpdatedRows) > 0;
          const exists =
            parentStamped ||
            (await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
          // The document's row is gone: it was deleted while this store was on its way.
          if (!exists) return;
          pendingParent.set(documentName, serialised);
        }
      }

      const changes: LinkedChanges = {
        workspaceId,
        itemChanged: parentStamped,
        todos: [],
        cards: [],
        titles: [],
      };
      inFlight.set(documentName, changes);
      const writes: Write[] = [];
      let items: { removed: string[]; added: string[] } | null = null;
      for (const child of rows.children) {
        let kept = cache.get(child.table);
        if (!kept) {
          kept = { serialised: await storedRows(trx, child), objects: new Map() };
          cache.set(child.table, kept);
        }
        // Brings `kept` up to date in place: a failed store makes the document store forget it whole.
        const { changed, added, removed, previous } = diffRows(kept, child);
        collectLinkedChanges(child.table, previous, changed, changes);
        if (removed.length > 0) writes.push(remove(child, removed));
        for (let start = 0; start < changed.length; start += ROWS_PER_UPSERT) {
          writes.push(upsert(child.table, child.owner.column, changed.slice(start, start + ROWS_PER_UPSERT)));
        }
        if (child.table === 'document_items') items = { removed, added };
      }
      await runWrites(trx, writes);
      // A node, a to-do or a card changed: the map, list or board was edited now too.
      if (rows.parent && !parentStamped && writes.length > 0) {
        await trx
          .updateTable(rows.parent.table)
          .set({ updated_at: now } as never)
          .where('id', '=', rows.parent.id)
          .execute();
      }
      const commented = COMMENTED_KIND[name.kind];
      // After the writes: a thread is orphaned only when its item is in no document's index any more.
      if (items && commented) await app.repos.comments.markTargets(workspaceId, commented, items, now, trx);
      written.set(documentName, cache);
    },

    forget(documentName) {
      readers.get(documentName)?.stop();
      readers.delete(documentName);
      written.delete(documentName);
      inFlight.delete(documentName);
      parentWritten.delete(documentName);
      pendingParent.delete(documentName);
      workspaces.delete(documentName);
    },

    committed(documentName, document) {
      const parent = pendingParent.get(documentName);
      if (parent !== undefined) parentWritten.set(documentName, parent);
      pendingParent.delete(documentName);
      const changes = inFlight.get(documentName) ?? {
        workspaceId: '',
        itemChanged: false,
        todos: [],
        cards: [],
        titles: [],
      };
      inFlight.delete(documentName);
      options.onCommitted?.(documentName, document, changes);
    },

    forgetItems(documentName) {
      written.get(documentName)?.delete('document_items');
    },
  };
}
