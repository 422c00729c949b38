/**
 * Search folding, shared by the server's index and the client's filters: text is folded in code (case, accents,
 * compatibility forms) because PostgreSQL without extensions, and PGlite's C locale, fold only ASCII.
 *
 * Words are runs of letters, digits and marks; a run also ends where a script written without spaces (Chinese,
 * Japanese, Korean, Thai, Lao, Khmer, Myanmar) starts or stops, so "東京tower" is the words "東京" and "tower".
 * A term matches at the start of a word ("conf" finds "Conference"); a term in a script without spaces matches
 * anywhere in its run ("京都" finds "東京都").
 */

export type Range = [start: number, end: number];

export interface Folded {
  folded: string;
  /** `origin[i]` is the UTF-16 index in the original text that folded unit `i` came from; one past the end too. */
  origin: number[];
}

/** A base character with the marks that follow it (or marks with no base, at the start of a text). */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const MARK = /\p{M}/gu;
/** The blocks of combining accents (Latin, Greek, Cyrillic); other scripts' marks (vowel signs, kana voicing) stay. */
const ACCENT_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const ASCII = /^\p{ASCII}*$/u;

function withoutAccents(text: string): string {
  return text.replace(MARK, (mark) => {
    const code = mark.codePointAt(0) as number;
    return ACCENT_BLOCKS.some(([from, to]) => code >= from && code <= to) ? '' : mark;
  });
}
const WORD = /[\p{L}\p{N}\p{M}]/u;
const NO_SPACES =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

function foldCluster(cluster: string): string {
  return withoutAccents(cluster.normalize('NFKD').toLowerCase().normalize('NFKD'))
    .normalize('NFC')
    .replace(/ς/g, 'σ');
}

/** Folds a text (NFKD, accents removed, lower case without a locale) and maps each folded unit to its origin. */
export function foldText(text: string): Folded {
  if (ASCII.test(text)) {
    const origin = Array.from({ length: text.length + 1 }, (_, index) => index);
    return { folded: text.toLowerCase(), origin };
  }
  let folded = '';
  const origin: number[] = [];
  for (const match of text.matchAll(CLUSTER)) {
    const piece = foldCluster(match[0]);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(match.index);
  }
  origin.push(text.length);
  return { folded, origin };
}

/** 0: not part of a word; 1: a letter, digit or mark of a spaced script; 2: of a script written without spaces. */
function classOf(char: string): 0 | 1 | 2 {
  const code = char.charCodeAt(0);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : 0;
  if (!WORD.test(char)) return 0;
  return NO_SPACES.test(char) ? 2 : 1;
}

interface Word {
  start: number;
  end: number;
  text: string;
  noSpaces: boolean;
}

function wordsIn(folded: string): Word[] {
  const words: Word[] = [];
  let start = 0;
  let current: 0 | 1 | 2 = 0;
  let index = 0;
  const close = (end: number) => {
    if (current !== 0) words.push({ start, end, text: folded.slice(start, end), noSpaces: current === 2 });
  };
  for (const char of folded) {
    const kind = classOf(char);
    if (kind !== current) {
      close(index);
      start = index;
      current = kind;
    }
    index += char.length;
  }
  close(index);
  return words;
}

/** The folded words of a text, in order (the form the index stores and matches against). */
export function foldedWords(text: string): string[] {
  return wordsIn(foldText(text).folded).map((word) => word.text);
}

/** The folded words of a query: split on spaces, punctuation and script changes; runs without spaces stay whole. */
export function queryTerms(q: string): string[] {
  return foldedWords(q);
}

/** Whether a term is in a script without spaces, so it may match anywhere inside a word. */
export function isNoSpaceTerm(term: string): boolean {
  return classOf(String.fromCodePoint(term.codePointAt(0) ?? 0x20)) === 2;
}

/** Whether every term is a single character: such a query matches only at the start of a title. */
export function isShortQuery(terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => [...term].length === 1);
}

/** The distinct two-character pairs of each word of a folded text; a one-character word gives itself. */
export function characterPairs(folded: string): string[] {
  const pairs = new Set<string>();
  for (const word of wordsIn(folded)) {
    const chars = [...word.text];
    if (chars.length === 1) pairs.add(word.text);
    for (let index = 1; index < chars.length; index += 1) pairs.add(`${chars[index - 1]}${chars[index]}`);
  }
  return [...pairs];
}

/** The pairs an item must hold to match the terms (one-character terms narrow nothing and are left out). */
export function queryPairs(terms: readonly string[]): string[] {
  const long = terms.filter((term) => [...term].length > 1);
  return characterPairs(long.join(' '));
}

export interface FoldedMatch {
  /** Ranges in the folded text, sorted and merged. */
  ranges: Range[];
  /** Every term matched a whole word somewhere (a run without spaces counts as whole). */
  whole: boolean;
}

export interface MatchOptions {
  /**
   * A query of single characters matches only at the start of the text's first word (the title-prefix rule);
   * `false` lets it match at any word start, for a find over a few items on screen. Default true.
   */
  titlePrefixOnly?: boolean;
}

/** Matches folded terms against a folded text: every term must match, else null. */
export function matchFolded(
  folded: string,
  terms: readonly string[],
  options: MatchOptions = {},
): FoldedMatch | null {
  if (terms.length === 0) return null;
  const words = wordsIn(folded);
  const starts = new Set(words.map((word) => word.start));
  const ends = new Set(words.map((word) => word.end));
  const firstStart = words[0]?.start;
  const prefixOnly = options.titlePrefixOnly !== false && isShortQuery(terms);
  const ranges: Range[] = [];
  let whole = true;
  for (const [termIndex, term] of terms.entries()) {
    const anywhere = isNoSpaceTerm(term);
    let found = false;
    let termWhole = anywhere;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (!anywhere && !starts.has(at)) continue;
      if (prefixOnly && termIndex === 0 && at !== firstStart) continue;
      found = true;
      if (ends.has(at + term.length)) termWhole = true;
      ranges.push([at, at + term.length]);
    }
    if (!found) return null;
    whole &&= termWhole;
  }
  return { ranges: mergeRanges(ranges), whole };
}

/** Sorts ranges and merges those that overlap or touch. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Maps ranges of a folded text back to the original: an end inside a folded character covers all of it. */
export function originalRanges(ranges: readonly Range[], origin: readonly number[]): Range[] {
  const endOf = (end: number): number => {
    if (end === 0) return origin[0] ?? 0;
    const from = origin[end - 1] as number;
    let next = end;
    while ((origin[next] as number) === from) next += 1;
    return origin[next] as number;
  };
  return mergeRanges(ranges.map(([start, end]) => [origin[start] as number, endOf(end)]));
}

/**
 * Highlight ranges (UTF-16 offsets in the original text, sorted and merged) when every term of the query
 * matches the text, else null.
 */
export function matchRanges(text: string, q: string, options: MatchOptions = {}): Range[] | null {
  const { folded, origin } = foldText(text);
  const match = matchFolded(folded, queryTerms(q), options);
  return match ? originalRanges(match.ranges, origin) : null;
}
