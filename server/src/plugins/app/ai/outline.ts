/**
 * The text analysis of the local outline generator: the author's own points (list items and sentences),
 * their clauses, and the key phrases of the whole text (runs of content words, scored by how often their
 * words occur and whether the title holds them). Everything a draft holds comes from these.
 */

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each etc few for from further get got had has have having he
  her here hers him his how i if in into is it its itself just let like make me more most my need needs no nor
  not now of off on once only or other our ours out over own please same she should so some such than that the
  their them then there these they this those through to too under until up us very want was we were what when
  where which while who whom why will with would you your yours`.split(/\s+/),
);

const LIST_ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+/;

export interface Point {
  text: string;
  /** The text's clauses: split at commas, semicolons, colons and joining words. */
  clauses: string[];
}

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

const isContent = (word: string) => word.length > 1 && !STOPWORDS.has(word.toLowerCase());

export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** List items first-class, other lines cut into sentences; trailing punctuation dropped. */
export function pointsOf(text: string): Point[] {
  const points: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (LIST_ITEM.test(line)) points.push(line.replace(LIST_ITEM, ''));
    else points.push(...line.split(/(?<=[.!?])\s+/));
  }
  return points
    .map((point) => point.trim().replace(/[.!?;,:]+$/, ''))
    .filter((point) => words(point).some(isContent))
    .map((point) => ({ text: point, clauses: clausesOf(point) }));
}

export function clausesOf(text: string): string[] {
  return text
    .split(/\s*[,;:]\s*|\s+(?:and|then|also|plus|as well as)\s+/i)
    .map((clause) => clause.trim().replace(/^(?:and|or|then)\s+/i, ''))
    .filter((clause) => words(clause).some(isContent));
}

/** Runs of up to three content words, best first: frequent words and words of the title score higher. */
export function keyPhrases(title: string, description: string): string[] {
  const all = `${title}\n${description}`;
  const frequency = new Map<string, number>();
  for (const word of words(all)) {
    if (isContent(word)) frequency.set(word.toLowerCase(), (frequency.get(word.toLowerCase()) ?? 0) + 1);
  }
  const titleWords = new Set(words(title).map((word) => word.toLowerCase()));
  const scored = new Map<string, { phrase: string; score: number; order: number }>();
  let order = 0;
  for (const sentence of all.split(/[\n.!?,;:()]+/)) {
    let run: string[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start += 3) {
        const phrase = run.slice(start, start + 3).join(' ');
        const key = phrase.toLowerCase();
        const score = run
          .slice(start, start + 3)
          .reduce(
            (sum, word) =>
              sum + (frequency.get(word.toLowerCase()) ?? 0) + (titleWords.has(word.toLowerCase()) ? 2 : 0),
            0,
          );
        const known = scored.get(key);
        if (!known) scored.set(key, { phrase, score, order: (order += 1) });
        else known.score += score;
      }
      run = [];
    };
    for (const word of words(sentence)) {
      if (isContent(word)) run.push(word);
      else flush();
    }
    flush();
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.phrase);
}

/** A short label for a point: its first clause, cut to six words at most. */
export function labelOf(text: string): string {
  const first = clausesOf(text)[0] ?? text;
  const parts = words(first);
  const label = parts.length > 6 ? parts.slice(0, 6).join(' ') : first;
  return capitalise(label.trim());
}

/** The key phrases found in a piece of text, in the given order. */
export function phrasesIn(text: string, phrases: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return phrases.filter((phrase) => lower.includes(phrase.toLowerCase()));
}
