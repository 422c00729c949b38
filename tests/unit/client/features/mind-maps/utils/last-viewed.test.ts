import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mindmap } from '@shared/api/mindmaps';
import { lastViewedKey, markViewed, sortByLastViewed } from '@client/features/mind-maps/utils/last-viewed';
import { memoryStorage } from '../../../../../helpers/memory-storage';

function map(id: string, createdAt: string): Mindmap {
  return { id, created_at: createdAt } as Mindmap;
}

describe('last viewed maps', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the time under the contract key', () => {
    markViewed('m1', 1_700_000_000_000);
    expect(lastViewedKey('m1')).toBe('mindmap_last_viewed_m1');
    expect(localStorage.getItem('mindmap_last_viewed_m1')).toBe('1700000000000');
  });

  it('lists the most recently viewed first, then never-viewed maps newest created first', () => {
    const maps = [
      map('old', '2024-01-01T00:00:00Z'),
      map('new', '2024-06-01T00:00:00Z'),
      map('seen-long-ago', '2024-03-01T00:00:00Z'),
      map('seen-lately', '2023-01-01T00:00:00Z'),
    ];
    markViewed('seen-long-ago', 1_000);
    markViewed('seen-lately', 2_000);
    expect(sortByLastViewed(maps).map((item) => item.id)).toEqual([
      'seen-lately',
      'seen-long-ago',
      'new',
      'old',
    ]);
    expect(maps.map((item) => item.id)).toEqual(['old', 'new', 'seen-long-ago', 'seen-lately']);
  });

  it('treats a garbled stored value as never viewed', () => {
    localStorage.setItem(lastViewedKey('broken'), 'yesterday');
    const maps = [map('broken', '2024-01-01T00:00:00Z'), map('fresh', '2024-02-01T00:00:00Z')];
    expect(sortByLastViewed(maps).map((item) => item.id)).toEqual(['fresh', 'broken']);
  });

  it('falls back to creation order when storage is unavailable (private mode)', () => {
    const throwing = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { ...memoryStorage(), getItem: throwing, setItem: throwing });
    expect(() => markViewed('m1')).not.toThrow();
    const maps = [map('a', '2024-01-01T00:00:00Z'), map('b', '2024-02-01T00:00:00Z')];
    expect(sortByLastViewed(maps).map((item) => item.id)).toEqual(['b', 'a']);
  });
});
