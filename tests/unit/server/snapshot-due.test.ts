import { describe, expect, it } from 'vitest';
import {
  SNAPSHOT_LOG_SHARE,
  SNAPSHOT_MAX_LOG_ENTRIES,
  SNAPSHOT_MIN_LOG_BYTES,
  snapshotDue,
} from '../../../server/src/collab/document-store';

const entries = (count: number, bytes: number) =>
  Array.from({ length: count }, (_, id) => ({ id, update: new Uint8Array(bytes) }));

describe('snapshotDue', () => {
  const big = 4 * 1024 * 1024;

  it('leaves a big document’s snapshot alone while its log is small next to it', () => {
    expect(snapshotDue('edit', entries(40, 200), big, false)).toBe(false);
    expect(snapshotDue('edit', [], big, false)).toBe(false);
  });

  it('writes one once the log holds its share of the document, at least the minimum', () => {
    const share = big * SNAPSHOT_LOG_SHARE;
    expect(snapshotDue('edit', entries(2, share / 2 - 1), big, false)).toBe(false);
    expect(snapshotDue('edit', entries(2, share / 2), big, false)).toBe(true);
    expect(snapshotDue('edit', entries(1, SNAPSHOT_MIN_LOG_BYTES - 1), 1_000, false)).toBe(false);
    expect(snapshotDue('edit', entries(1, SNAPSHOT_MIN_LOG_BYTES), 1_000, false)).toBe(true);
  });

  it('writes one once the log has many entries, however small', () => {
    expect(snapshotDue('edit', entries(SNAPSHOT_MAX_LOG_ENTRIES - 1, 10), big, false)).toBe(false);
    expect(snapshotDue('edit', entries(SNAPSHOT_MAX_LOG_ENTRIES, 10), big, false)).toBe(true);
  });

  it('leaves an import’s batches to the entry count and the unload, whatever their size', () => {
    expect(snapshotDue('edit', entries(2, big), big, false, true)).toBe(false);
    expect(snapshotDue('edit', entries(SNAPSHOT_MAX_LOG_ENTRIES, 10), big, false, true)).toBe(true);
    expect(snapshotDue('unload', entries(1, 10), big, false, true)).toBe(true);
    expect(snapshotDue('edit', [], big, true, true)).toBe(true);
  });

  it('writes one when the document leaves memory with a log, when a log append failed, and after a migration', () => {
    expect(snapshotDue('unload', entries(1, 10), big, false)).toBe(true);
    expect(snapshotDue('unload', [], big, false)).toBe(false);
    expect(snapshotDue('durable', [], big, false)).toBe(true);
    expect(snapshotDue('edit', [], big, true)).toBe(true);
  });
});
