import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefCountedPool } from '@client/lib/collab/ref-counted-pool';

interface Resource {
  key: string;
  disposed: boolean;
}

function pool(graceMs: number) {
  const created: Resource[] = [];
  const instance = new RefCountedPool<Resource>(
    (key) => {
      const resource = { key, disposed: false };
      created.push(resource);
      return resource;
    },
    (resource) => {
      resource.disposed = true;
    },
    graceMs,
  );
  return { pool: instance, created };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the ref-counted pool', () => {
  it('gives every user of a key the same value', () => {
    const { pool: documents, created } = pool(1000);
    const a = documents.acquire('board:1');
    const b = documents.acquire('board:1');
    const c = documents.acquire('board:2');
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(created).toHaveLength(2);
    expect(documents.users('board:1')).toBe(2);
  });

  it('keeps the value while any user remains', () => {
    const { pool: documents } = pool(1000);
    const value = documents.acquire('k');
    documents.acquire('k');
    documents.release('k');
    vi.advanceTimersByTime(5000);
    expect(value.disposed).toBe(false);
    expect(documents.peek('k')).toBe(value);
  });

  it('disposes after the grace delay once the last user left', () => {
    const { pool: documents } = pool(1000);
    const value = documents.acquire('k');
    documents.release('k');
    vi.advanceTimersByTime(999);
    expect(value.disposed).toBe(false);
    expect(documents.peek('k')).toBe(value);
    vi.advanceTimersByTime(1);
    expect(value.disposed).toBe(true);
    expect(documents.peek('k')).toBeUndefined();
    expect(documents.size).toBe(0);
  });

  it('takes the value back when acquired again within the grace delay', () => {
    const { pool: documents, created } = pool(1000);
    const value = documents.acquire('k');
    documents.release('k');
    vi.advanceTimersByTime(500);
    expect(documents.acquire('k')).toBe(value);
    vi.advanceTimersByTime(5000);
    expect(value.disposed).toBe(false);
    expect(created).toHaveLength(1);
  });

  it('creates a fresh value after the old one was disposed', () => {
    const { pool: documents } = pool(0);
    const first = documents.acquire('k');
    documents.release('k');
    expect(first.disposed).toBe(true);
    const second = documents.acquire('k');
    expect(second).not.toBe(first);
    expect(second.disposed).toBe(false);
  });

  it('ignores a release without a matching acquire', () => {
    const { pool: documents } = pool(0);
    documents.release('never');
    const value = documents.acquire('k');
    documents.release('k');
    documents.release('k');
    expect(value.disposed).toBe(true);
    expect(documents.acquire('k')).not.toBe(value);
    expect(documents.users('k')).toBe(1);
  });

  it('ignores a late release of a value replaced after clear', () => {
    const { pool: documents } = pool(0);
    const old = documents.acquire('k');
    documents.clear();
    const fresh = documents.acquire('k');
    documents.release('k', old);
    expect(fresh.disposed).toBe(false);
    expect(documents.users('k')).toBe(1);
    documents.release('k', fresh);
    expect(fresh.disposed).toBe(true);
  });

  it('disposes everything at once on clear, cancelling pending delays', () => {
    const { pool: documents, created } = pool(1000);
    documents.acquire('a');
    documents.acquire('b');
    documents.release('b');
    documents.clear();
    expect(created.every((resource) => resource.disposed)).toBe(true);
    expect(documents.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(documents.size).toBe(0);
  });
});
