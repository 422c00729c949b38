import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markViewed, sortByLatest } from '@client/lib/last-viewed';
import { memoryStorage } from '../../../helpers/memory-storage';

function item(id: string, createdAt: string, updatedAt: string | null) {
  return { id, created_at: createdAt, updated_at: updatedAt };
}

describe('sortByLatest (the /workspace tabs)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the map edited last first, though it was created first and never opened here', () => {
    const maps = [
      item('newer', '2026-03-02T00:00:00Z', '2026-03-02T09:00:00Z'),
      item('older', '2026-03-01T00:00:00Z', '2026-03-05T12:00:00Z'),
    ];
    expect(sortByLatest('mindmap', maps).map((map) => map.id)).toEqual(['older', 'newer']);
  });

  it('takes the later of its last opening on this device and its last edit', () => {
    const maps = [
      item('edited', '2026-03-01T00:00:00Z', '2026-03-05T12:00:00Z'),
      item('opened', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
      item('untouched', '2026-03-04T00:00:00Z', null),
    ];
    markViewed('mindmap', 'opened', Date.parse('2026-03-06T08:00:00Z'));
    expect(sortByLatest('mindmap', maps).map((map) => map.id)).toEqual(['opened', 'edited', 'untouched']);
    markViewed('mindmap', 'opened', Date.parse('2026-03-04T08:00:00Z'));
    expect(sortByLatest('mindmap', maps).map((map) => map.id)).toEqual(['edited', 'opened', 'untouched']);
  });

  it('orders items alike in time by creation, newest first', () => {
    const boards = [item('a', '2026-03-01T00:00:00Z', null), item('b', '2026-03-02T00:00:00Z', null)];
    expect(sortByLatest('board', boards).map((board) => board.id)).toEqual(['b', 'a']);
  });
});
