/** A run of text, marked when it is one of the matched words. */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * `text` cut into plain and marked runs at `ranges` (UTF-16 offsets, end exclusive). Ranges are clamped to
 * the text, sorted and merged where they touch, so a server's answer, however ordered, never breaks a word.
 */
export function markedParts(text: string, ranges: readonly (readonly [number, number])[]): MarkedPart[] {
  const spans = ranges
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.min(end, text.length)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    const last = parts[parts.length - 1];
    if (last?.marked && from === at) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
