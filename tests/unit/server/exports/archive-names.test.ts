import { describe, expect, it } from 'vitest';
import { safeSegment, uniqueNames } from '@server/exports/archive-names';

describe('safeSegment', () => {
  it('keeps titles in any script and drops what names another folder or no file system takes', () => {
    expect(safeSegment('Fête de l’été 🎉', 'Map')).toBe('Fête de l’été 🎉');
    expect(safeSegment('../x', 'Map')).toBe('x');
    expect(safeSegment('a/b\\c:d*e?"f"<g>|h', 'Map')).toBe('a b c d e f g h');
    expect(safeSegment('..', 'Board')).toBe('Board');
    expect(safeSegment(' . report. ', 'Map')).toBe('report');
    expect(safeSegment('tab\there\u0000and\u202enull', 'Map')).toBe('tab here and null');
  });

  it('cuts a long title to 80 characters without leaving a dot or a space at the end', () => {
    expect([...safeSegment('é'.repeat(200), 'Map')]).toHaveLength(80);
    expect(safeSegment(`${'a'.repeat(79)} b`, 'Map')).toBe('a'.repeat(79));
  });
});

describe('uniqueNames', () => {
  it('numbers a name given already in its folder, letter case aside, and not one in another folder', () => {
    const name = uniqueNames();
    expect(name('maps', 'Plan', 'Map')).toBe('maps/Plan');
    expect(name('maps', 'plan', 'Map')).toBe('maps/plan (2)');
    expect(name('maps', 'Plan', 'Map')).toBe('maps/Plan (3)');
    expect(name('lists', 'Plan', 'List')).toBe('lists/Plan');
    expect(name('maps', '', 'Map')).toBe('maps/Map');
    expect(name('maps', '..', 'Map')).toBe('maps/Map (2)');
  });
});
