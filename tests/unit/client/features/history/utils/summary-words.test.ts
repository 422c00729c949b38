import { describe, expect, it } from 'vitest';
import { NO_CHANGES, summaryInWords } from '@client/features/history/utils/summary-words';

describe('summaryInWords', () => {
  it('names an item once, at its first count, as "3 nodes added, 1 renamed"', () => {
    expect(summaryInWords({ 'node.renamed': 1, 'node.created': 3 })).toBe('3 nodes added, 1 renamed');
  });

  it('uses the singular for one item and tells kinds in a fixed order', () => {
    expect(summaryInWords({ 'card.lane': 2, 'todo.completed': 1, 'node.deleted': 1 })).toBe(
      '1 node removed, 1 to-do completed, 2 cards moved between lanes',
    );
  });

  it('says lanes for columns and that a to-do moved went to another list', () => {
    expect(summaryInWords({ 'column.created': 1, 'todo.moved': 2, 'todo.reordered': 1 })).toBe(
      '2 to-dos moved to another list, 1 reordered, 1 lane added',
    );
  });

  it('names the map, list or board itself without a count, first letter capitalised', () => {
    expect(summaryInWords({ 'map.renamed': 1, 'node.moved': 4 })).toBe('Map renamed, 4 nodes moved');
  });

  it('counts what it has no words for as other changes, and says when nothing changed', () => {
    expect(summaryInWords({ 'node.created': 1, 'card.archived': 2, 'node.glowed': 1 })).toBe(
      '1 node added, 3 other changes',
    );
    expect(summaryInWords({})).toBe(NO_CHANGES);
    expect(summaryInWords({ 'node.created': 0 })).toBe(NO_CHANGES);
  });
});
