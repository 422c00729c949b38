import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHeldCopies, mayHoldCopy, noteHeldCopy } from '@client/lib/collab/held-copies';

/** A localStorage in memory, which can be made to refuse writes like a full one. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    full: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.full) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('held copies', () => {
  it('tells a copy surely absent from one the device may hold', () => {
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(false);
    noteHeldCopy('mindlane:user:1:board:a');
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(true);
    expect(mayHoldCopy('mindlane:user:1:board:b')).toBe(false);
  });

  it('forgets the copies of one prefix (a user signing out) and keeps the others', () => {
    noteHeldCopy('mindlane:user:1:board:a');
    noteHeldCopy('mindlane:user:1:todolist:b');
    noteHeldCopy('mindlane:user:2:board:a');
    forgetHeldCopies('mindlane:user:1:');
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(false);
    expect(mayHoldCopy('mindlane:user:1:todolist:b')).toBe(false);
    expect(mayHoldCopy('mindlane:user:2:board:a')).toBe(true);
  });

  it('says any copy may be held when the list cannot be read: opening then waits for the copy', () => {
    storage.setItem('mindlane:held-copies', '{not json');
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(true);
    vi.stubGlobal('localStorage', undefined);
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(true);
    noteHeldCopy('mindlane:user:1:board:a');
  });

  it('keeps working when storage is full: the copy is simply not listed', () => {
    storage.full = true;
    noteHeldCopy('mindlane:user:1:board:a');
    expect(mayHoldCopy('mindlane:user:1:board:a')).toBe(false);
  });
});
