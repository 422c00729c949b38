import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Author, DB, VersionSummary } from '../../db/schema';
import { cutDue, type VersionsRepository } from '../../plugins/app/history/versions-repository';
import type { RecordedChange } from '../projection/change-rows';
import { uniqueAuthors } from '../authors';

/** Every this many versions one holds the whole state, so a version is read from at most this many rows. */
export const CHECKPOINT_EVERY = 25;

/** What a store projected, as its version takes it: the document's workspace, its changes and authors. */
export interface ProjectedStore {
  workspaceId: string;
  recorded: readonly RecordedChange[];
  authors: readonly Author[];
  at: Date;
}

/**
 * A name someone gives the current state: the store cuts the open version now, under it (null: cut
 * without a name, as a restore does).
 */
export interface VersionCut {
  name: string | null;
  /** Who named it: one of the version's authors. */
  author: Author;
}

/** How many parts a version gathers before a store merges them into one. */
export const PARTS_BEFORE_MERGE = 64;

/** Whether a version's number makes it a checkpoint (the first is: nothing comes before it). */
export const isCheckpoint = (seq: number) => (seq - 1) % CHECKPOINT_EVERY === 0;

/**
 * The change record's rows counted by what people see in a version's summary: items created and deleted
 * (`node.created`), to-dos completed, reopened or moved to another list, cards moved between lanes
 * (`card.lane`), items renamed, map nodes moved (dragged or given another parent) and to-dos, cards and
 * lanes put in another order (`todo.reordered`).
 */
export function summarise(recorded: readonly RecordedChange[], into: VersionSummary = {}): VersionSummary {
  const summary = { ...into };
  const count = (key: string) => (summary[key] = (summary[key] ?? 0) + 1);
  for (const { item_kind: kind, action, fields } of recorded) {
    if (action === 'created' || action === 'deleted') {
      count(`${kind}.${action}`);
      continue;
    }
    if (kind === 'card' && action === 'moved') count('card.lane');
    else if (action !== 'updated') count(`${kind}.${action}`);
    const changed = (...names: string[]) => names.some((name) => name in fields);
    if (changed('label', 'title')) count(`${kind}.renamed`);
    if (kind === 'node' && changed('parent_id', 'x', 'y')) count('node.moved');
    else if (action === 'updated' && changed('position')) count(`${kind}.reordered`);
  }
  return summary;
}

/** What the instance that last wrote a document's open version knows of it: enough to extend it at once. */
export interface OpenVersion {
  id: string;
  startedAt: Date;
  editedAt: Date;
  /** The parts this instance added to it since they were last merged into one (others may add theirs). */
  parts: number;
}

/**
 * The open version this instance last wrote (null: none it knows of), and `take`, which hands over the
 * updates the document gained since that write (its own update events), all of them up to the call.
 */
export interface KnownVersion {
  version: OpenVersion | null;
  take(): Uint8Array[];
}

/**
 * Writes a store into its document's history, in the store's transaction: a version opens with what the
 * document adds to the version before it (the whole state, at a checkpoint), and each store after that
 * adds what the document gained since the last write as a part of the version. When the open version is
 * due to be cut (the document rested a minute, or it spans ten), it is cut and a new one opens with this
 * store. A store that changed nothing writes nothing, unless it names the state: that cuts the open
 * version, or adds a version of the same state as the last one when nobody edited since. With the open
 * version `known` to this instance, a store is one statement and merges the updates it gathered; else it
 * reads the newest version and diffs the document against its state vector. Resolves to the open version
 * as written, for the next store once this one commits (null when none is open).
 */
export async function recordVersion(
  versions: VersionsRepository,
  trx: Kysely<DB>,
  documentName: string,
  document: Y.Doc,
  projected: ProjectedStore,
  cut: VersionCut | null,
  known: KnownVersion = { version: null, take: () => [] },
): Promise<OpenVersion | null> {
  const { recorded, at } = projected;
  // Nothing to write: whether the open version is due is left to the next store or history read.
  if (recorded.length === 0 && cut === null) return known.version;
  const ids = recorded.map((change) => change.id);
  /** The store as a version takes it; what the document holds is read by `update` at the same moment. */
  const write = <U>(update: () => U) => {
    const taken = update();
    return {
      update: taken,
      stateVector: Y.encodeStateVector(document),
      authors: uniqueAuthors([...projected.authors, ...(cut ? [cut.author] : [])]),
      summary: summarise(recorded),
      firstChangeId: ids[0] ?? null,
      lastChangeId: ids.at(-1) ?? null,
      at,
      edited: recorded.length > 0,
      cut: cut && { name: cut.name },
    };
  };
  const extended = (open: OpenVersion) =>
    cut ? null : { ...open, editedAt: recorded.length > 0 ? at : open.editedAt };
  const open = known.version;
  if (open && !cut && !cutDue({ edited_at: open.editedAt, started_at: open.startedAt }, at)) {
    // What the document gained since this instance last wrote the version: merged, never diffed.
    const part = write(() => {
      const gained = known.take();
      return gained.length === 0 ? null : gained.length === 1 ? gained[0]! : Y.mergeUpdates(gained);
    });
    if (await versions.extend(open.id, part, trx)) {
      if (part.update === null) return extended(open);
      // Many small parts merged into one now and then: a version reads back from a few rows, not thousands.
      if (open.parts + 1 < PARTS_BEFORE_MERGE) return extended({ ...open, parts: open.parts + 1 });
      await versions.mergeParts(open.id, (parts) => Y.mergeUpdates(parts), trx);
      return extended({ ...open, parts: 1 });
    }
  }
  let latest = await versions.latest(documentName, trx);
  // A version due to be cut is cut as it is, unless this store only names it: then it takes the name.
  if (latest?.open && cutDue(latest, at) && (cut === null || recorded.length > 0)) {
    await versions.cut(latest.id, trx);
    latest = { ...latest, open: false };
  }
  const since = (vector: Uint8Array) => () => {
    known.take();
    return Y.encodeStateAsUpdate(document, vector);
  };
  if (latest?.open) {
    await versions.extend(latest.id, write(since(latest.state_vector)), trx);
    return extended({
      id: latest.id,
      startedAt: new Date(latest.started_at),
      editedAt: new Date(latest.edited_at),
      parts: 1,
    });
  }
  const seq = (latest?.seq ?? 0) + 1;
  const checkpoint = isCheckpoint(seq);
  const opening = write(checkpoint ? since(new Uint8Array([0])) : since(latest!.state_vector));
  const id = await versions.insert(
    { workspaceId: projected.workspaceId, documentName, seq, checkpoint },
    opening,
    trx,
  );
  return cut ? null : { id, startedAt: at, editedAt: at, parts: 0 };
}
