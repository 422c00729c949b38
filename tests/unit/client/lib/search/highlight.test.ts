import { describe, expect, it } from 'vitest';
import { markedParts } from '@client/lib/search/highlight';

const shown = (text: string, ranges: Array<[number, number]>) =>
  markedParts(text, ranges)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('markedParts', () => {
  it('marks the ranges and keeps the text around them', () => {
    expect(shown('Conference talk', [[0, 4]])).toBe('[Conf]erence talk');
    expect(shown('École de la rue', [[0, 5]])).toBe('[École] de la rue');
  });

  it('sorts, merges touching and overlapping ranges, and clamps them to the text', () => {
    expect(
      shown('abcdefgh', [
        [6, 20],
        [0, 2],
        [1, 3],
        [3, 4],
      ]),
    ).toBe('[abcd]ef[gh]');
    expect(
      shown('abc', [
        [-4, 1],
        [2, 2],
        [5, 9],
      ]),
    ).toBe('[a]bc');
  });

  it('leaves text without ranges whole', () => {
    expect(markedParts('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(markedParts('', [[0, 3]])).toEqual([]);
  });
});
