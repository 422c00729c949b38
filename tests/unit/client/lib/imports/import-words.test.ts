import { describe, expect, it } from 'vitest';
import { importedNotice, unfinishedText } from '@client/lib/imports/import-words';

describe('the words of an import', () => {
  it('names what an import made with its counts, leaving out the counts that are zero', () => {
    const map = { kind: 'mindmap' as const, id: 'a', title: 'Conference' };
    expect(importedNotice([{ ...map, counts: { nodes: 148, skipped: 0, cut: 1 } }])).toBe(
      'Imported “Conference”: 148 nodes, 1 cut.',
    );
    expect(
      importedNotice([
        { ...map, kind: 'board', title: 'Sprint', counts: { lanes: 1, cards: 1200, skipped: 3, cut: 0 } },
      ]),
    ).toBe('Imported “Sprint”: 1 lane, 1,200 cards, 3 skipped.');
  });

  it('says how far an unfinished import got', () => {
    const entry = { id: 'i', kind: 'mindmap' as const, documentId: 'd', createdAt: '' };
    expect(unfinishedText({ ...entry, title: 'X', written: 800, total: 1500 })).toBe(
      '“X” did not finish importing (800 of 1,500).',
    );
  });
});
