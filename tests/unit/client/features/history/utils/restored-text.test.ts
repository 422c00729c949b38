import { describe, expect, it } from 'vitest';
import { restoredText } from '@client/features/history/utils/restored-text';

const version = { id: '7', createdAt: '2026-11-29T20:00:00.000Z', name: null, authors: [], summary: {} };
const names = new Map([['t1', 'Buy milk']]);
const nameOf = (id: string) => names.get(id) ?? null;

describe('restoredText', () => {
  it('says the version is restored when nothing was left out', () => {
    expect(restoredText({ version, skipped: [] }, nameOf)).toBe('Version restored.');
  });

  it('names each item left out by its title in the version, with the server’s reason', () => {
    const skipped = [
      { id: 't1', reason: 'Now in another list' },
      { id: 'c9', reason: 'Now on another board' },
    ];
    expect(restoredText({ version, skipped }, nameOf)).toBe(
      'Version restored. Not restored: “Buy milk” (now in another list), “c9” (now on another board).',
    );
  });
});
