import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Author, DB, VersionSummary } from '../../db/schema';
import {
  cutDue,
  type VersionRow,
  type VersionsRepository,
} from '../../plugins/app/history/versions-repository';
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

/** A name someone gives the current state: the store cuts the open version now, under it. */
export interface VersionCut {
  name: string;
  /** Who named it: one of the version's authors. */
  author: Author;
}

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

/**
 * Writes a store into its document's history, in the store's transaction: a version opens with what the
 * document adds to the version before it (the whole state, at a checkpoint), and each store after that
 * rewrites what the document gained since the version opened (its tail). When the open version is due to
 * be cut (the document rested a minute, or it spans ten), it is cut and a new one opens with this store.
 * A store that changed nothing writes nothing, unless it names the state: that cuts the open version, or
 * adds a version of the same state as the last one when nobody edited since.
 */
export async function recordVersion(
  versions: VersionsRepository,
  trx: Kysely<DB>,
  documentName: string,
  document: Y.Doc,
  projected: ProjectedStore,
  cut: VersionCut | null,
): Promise<void> {
  const { recorded, at } = projected;
  // Nothing to write: whether the open version is due is left to the next store or history read.
  if (recorded.length === 0 && cut === null) return;
  let latest = await versions.latest(documentName, trx);
  // A version due to be cut is cut as it is, unless this store only names it: then it takes the name.
  if (latest?.open && cutDue(latest, at) && (cut === null || recorded.length > 0)) {
    await versions.cut(latest.id, trx);
    latest = { ...latest, open: false };
  }
  const authors = uniqueAuthors([...projected.authors, ...(cut ? [cut.author] : [])]);
  const ids = recorded.map((change) => change.id);
  const write = (from: Uint8Array | null, earlier?: Pick<VersionRow, 'authors' | 'summary'>) => ({
    update: from ? Y.encodeStateAsUpdate(document, from) : Y.encodeStateAsUpdate(document),
    stateVector: Y.encodeStateVector(document),
    authors: uniqueAuthors([...(earlier?.authors ?? []), ...authors]),
    summary: summarise(recorded, earlier?.summary),
    firstChangeId: ids[0] ?? null,
    lastChangeId: ids.at(-1) ?? null,
    at,
    edited: recorded.length > 0,
    cut: cut && { name: cut.name },
  });
  if (latest?.open) {
    // What the document gained since the version opened: small, however big the document.
    await versions.rewrite(latest.id, write(latest.opened_vector, latest), trx);
    return;
  }
  const seq = (latest?.seq ?? 0) + 1;
  const checkpoint = isCheckpoint(seq);
  await versions.insert(
    { workspaceId: projected.workspaceId, documentName, seq, checkpoint },
    write(checkpoint ? null : latest!.state_vector),
    trx,
  );
}
