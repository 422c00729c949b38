import { foldText, matchFolded, mergeRanges, originalRanges, type Range } from '@shared/search/fold';

/** The longest snippet, in UTF-16 code units, without its ellipses. */
export const SNIPPET_MAX = 160;
/** How much text a snippet keeps before its first match. */
const LEAD = 40;
/** How far a snippet's start moves forward to begin at a word. */
const WORD_REACH = 16;
const ELLIPSIS = '…';

/** Highlights of every term that matches in a text (each on its own), in the original text; null when none. */
export function termRanges(text: string, terms: readonly string[]): Range[] | null {
  const { folded, origin } = foldText(text);
  const found = terms.flatMap(
    (term) => matchFolded(folded, [term], { titlePrefixOnly: false })?.ranges ?? [],
  );
  return found.length === 0 ? null : originalRanges(mergeRanges(found), origin);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * A plain-text window of `text` around its first highlight, at most SNIPPET_MAX units (an ellipsis marks
 * each cut end), with the highlights moved into it. Line breaks and tabs become spaces, one for one.
 */
export function snippetOf(text: string, ranges: readonly Range[]): { snippet: string; highlights: Range[] } {
  const flat = text.replace(/\s/g, ' ');
  if (flat.length <= SNIPPET_MAX) return { snippet: flat, highlights: ranges.map(([a, b]) => [a, b]) };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, flat.length - SNIPPET_MAX));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < first && space - start <= WORD_REACH) start = space + 1;
    if (isLowSurrogate(flat.charCodeAt(start))) start += 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_MAX);
  if (end < flat.length && isHighSurrogate(flat.charCodeAt(end - 1))) end -= 1;
  const lead = start > 0 ? ELLIPSIS : '';
  const snippet = `${lead}${flat.slice(start, end)}${end < flat.length ? ELLIPSIS : ''}`;
  const shift = lead.length - start;
  const highlights = ranges
    .filter(([a, b]) => b > start && a < end)
    .map(([a, b]): Range => [Math.max(a, start) + shift, Math.min(b, end) + shift]);
  return { snippet, highlights };
}
