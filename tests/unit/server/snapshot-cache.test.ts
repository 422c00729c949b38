import { describe, expect, it } from 'vitest';
import { createSnapshotCache } from '@server/collab/snapshot-cache';

const at = new Date('2026-11-23T09:00:00Z');
const bytes = (length: number) => new Uint8Array(length);

describe('createSnapshotCache', () => {
  it('names the kept snapshot and hands it back', () => {
    const cache = createSnapshotCache(100);
    cache.keep('todolist:a', { seq: 3, createdAt: at, bytes: bytes(10) });
    expect(cache.known('todolist:a')).toEqual({ seq: 3, createdAt: at });
    expect(cache.take('todolist:a')).toHaveLength(10);
    expect(cache.known('todolist:b')).toBeUndefined();
  });

  it('replaces a document’s older snapshot and forgets on request', () => {
    const cache = createSnapshotCache(100);
    cache.keep('board:a', { seq: 1, createdAt: at, bytes: bytes(10) });
    cache.keep('board:a', { seq: 2, createdAt: at, bytes: bytes(20) });
    expect(cache.known('board:a')?.seq).toBe(2);
    expect(cache.size).toBe(20);
    cache.forget('board:a');
    expect(cache.known('board:a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used go first to stay within its bytes, and never keeps an oversized one', () => {
    const cache = createSnapshotCache(100);
    cache.keep('a', { seq: 1, createdAt: at, bytes: bytes(40) });
    cache.keep('b', { seq: 1, createdAt: at, bytes: bytes(40) });
    cache.take('a');
    cache.keep('c', { seq: 1, createdAt: at, bytes: bytes(40) });
    expect(cache.known('b')).toBeUndefined();
    expect(cache.known('a')).toBeDefined();
    expect(cache.known('c')).toBeDefined();
    cache.keep('d', { seq: 1, createdAt: at, bytes: bytes(101) });
    expect(cache.known('d')).toBeUndefined();
    expect(cache.size).toBe(80);
  });
});
