import { describe, expect, it } from 'vitest';
import {
  characterPairs,
  foldText,
  foldedWords,
  matchFolded,
  matchRanges,
  queryPairs,
  queryTerms,
} from '@shared/search/fold';

/** The original text under each range, to read a highlight the way a person sees it. */
function marked(text: string, ranges: Array<[number, number]> | null): string[] | null {
  return ranges && ranges.map(([start, end]) => text.slice(start, end));
}

describe('foldText', () => {
  it('lower-cases and removes accents, mapping each folded unit to its origin', () => {
    expect(foldText('École')).toEqual({ folded: 'ecole', origin: [0, 1, 2, 3, 4, 5] });
    expect(foldText('e\u0301cole')).toEqual({ folded: 'ecole', origin: [0, 2, 3, 4, 5, 6] });
  });

  it('folds compatibility forms and special cases without a locale', () => {
    expect(foldText('ﬁle').folded).toBe('file');
    expect(foldText('ﬁle').origin).toEqual([0, 0, 1, 2, 3]);
    expect(foldText('ＡＢＣ').folded).toBe('abc');
    expect(foldText('İstanbul').folded).toBe('istanbul');
    expect(foldText('ΟΔΟΣ').folded).toBe(foldText('οδος').folded);
    expect(foldText('Straße').folded).toBe('straße');
  });

  it('keeps the marks that are letters in other scripts', () => {
    expect(foldText('がっこう').folded).toBe('がっこう');
    expect(foldText('किताब').folded).toBe('किताब');
    expect(foldText('한국어').folded).toBe('한국어');
  });

  it('keeps astral characters whole and ends its origin at the text length', () => {
    const { folded, origin } = foldText('a😀b');
    expect(folded).toBe('a😀b');
    expect(origin).toEqual([0, 1, 1, 3, 4]);
  });
});

describe('queryTerms', () => {
  it('splits on spaces, punctuation and script changes, keeping runs without spaces whole', () => {
    expect(queryTerms('  Conf, École!  ')).toEqual(['conf', 'ecole']);
    expect(queryTerms('東京tower コーヒー')).toEqual(['東京', 'tower', 'コーヒー']);
    expect(queryTerms('c++ / -- ')).toEqual(['c']);
    expect(queryTerms('\u0000\ud800')).toEqual([]);
  });
});

describe('matchRanges', () => {
  it('matches word prefixes across case and accents, highlighting the original text', () => {
    const text = 'Conference at the ÉCOLE';
    expect(marked(text, matchRanges(text, 'conf ecole'))).toEqual(['Conf', 'ÉCOLE']);
    expect(matchRanges('e\u0301cole normale', 'ecole')).toEqual([[0, 6]]);
  });

  it('needs every term and matches only at word starts', () => {
    expect(matchRanges('Conference', 'conf zebra')).toBeNull();
    expect(matchRanges('reconfigure', 'conf')).toBeNull();
    expect(matchRanges('re-conf', 'conf')).toEqual([[3, 7]]);
  });

  it('matches runs without spaces anywhere', () => {
    const text = '会議は東京都で';
    expect(marked(text, matchRanges(text, '京都'))).toEqual(['京都']);
    expect(marked('가나다라', matchRanges('가나다라', '나다'))).toEqual(['나다']);
    expect(marked('Meet in 東京tower', matchRanges('Meet in 東京tower', 'tower'))).toEqual(['tower']);
  });

  it('matches a one-character query only at the start of the text unless asked otherwise', () => {
    expect(matchRanges('Conference', 'c')).toEqual([[0, 1]]);
    expect(matchRanges('  Conference', 'C')).toEqual([[2, 3]]);
    expect(matchRanges('The conference', 'c')).toBeNull();
    expect(matchRanges('会議', '議')).toBeNull();
    expect(matchRanges('The conference', 'c', { titlePrefixOnly: false })).toEqual([[4, 5]]);
  });

  it('merges overlapping ranges and covers a whole folded character', () => {
    expect(matchRanges('conference', 'conf confer')).toEqual([[0, 6]]);
    expect(matchRanges('ﬁle', 'fi')).toEqual([[0, 1]]);
    expect(matchRanges('ab ab', 'ab')).toEqual([
      [0, 2],
      [3, 5],
    ]);
  });

  it('returns null for a query with no words', () => {
    expect(matchRanges('anything', ' ,.;')).toBeNull();
  });
});

describe('matchFolded', () => {
  it('tells whole-word matches from prefixes', () => {
    expect(matchFolded('the conference', ['conference'])?.whole).toBe(true);
    expect(matchFolded('the conference', ['conf'])?.whole).toBe(false);
    expect(matchFolded('conf and conference', ['conf'])?.whole).toBe(true);
  });
});

describe('characterPairs', () => {
  it('gives the distinct pairs of each word and lone characters for one-character words', () => {
    expect(characterPairs('hello a hello')).toEqual(['he', 'el', 'll', 'lo', 'a']);
    expect(characterPairs('東京都')).toEqual(['東京', '京都']);
    expect(characterPairs('a😀b 𠮷野')).toEqual(['a', 'b', '𠮷野']);
  });

  it('gives a query only the pairs an item must hold', () => {
    expect(queryPairs(['a', 'conf'])).toEqual(['co', 'on', 'nf']);
    const item = new Set(characterPairs(foldedWords('The Conference').join(' ')));
    expect(queryPairs(queryTerms('conf')).every((pair) => item.has(pair))).toBe(true);
  });
});
