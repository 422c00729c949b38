import * as Y from 'yjs';
import type { LogEntry } from '../plugins/app/documents/documents-repository';
import { setAsideUpdateListeners } from '@shared/schema/update-listeners';
import { updateRefusalFor } from './type-depth';
import { FIRST_SYNC_LIMITS } from './update-scan';

/**
 * Applies each stored log entry to `document`, returning the applied and the rejected ones. An entry is
 * scanned first against the document as built so far, as a client's update is (update-scan.ts,
 * type-depth.ts): one stored before that scan existed, which could leave the document unable to be
 * encoded, nest its types past the limit or take seconds to apply, is rejected without applying.
 */
export function replayLog(document: Y.Doc, log: LogEntry[]) {
  const applied: LogEntry[] = [];
  const rejected: Array<{ entry: LogEntry; reason: string }> = [];
  for (const entry of log) {
    const refusal = updateRefusalFor(document, entry.update, FIRST_SYNC_LIMITS);
    if (refusal) {
      rejected.push({ entry, reason: `refused: ${refusal}` });
      continue;
    }
    try {
      Y.applyUpdate(document, entry.update);
      applied.push(entry);
    } catch (error) {
      rejected.push({ entry, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { applied, rejected };
}

/**
 * Runs `apply` on a document with its 'update' listeners set aside: a document being loaded has no
 * connection yet, so encoding what it loads (its whole snapshot) as an update would be spent on nothing.
 */
export function withoutUpdateListeners<T>(document: Y.Doc, apply: () => T): T {
  const restore = setAsideUpdateListeners(document);
  try {
    return apply();
  } finally {
    restore();
  }
}

/** Whether `snapshot` holds everything `update` brings; false for what does not decode. */
export function snapshotContains(snapshot: Y.Snapshot, update: Uint8Array): boolean {
  try {
    return Y.snapshotContainsUpdate(snapshot, update);
  } catch {
    return false;
  }
}

/** How many bytes a list of log entries holds. */
export function logBytes(log: readonly LogEntry[]): number {
  return log.reduce((sum, entry) => sum + entry.update.length, 0);
}
