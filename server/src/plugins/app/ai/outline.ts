/**
 * The text analysis of the local outline generator: the author's own points (list items and sentences), what
 * each one lists, short topic labels for them, and the key phrases of the whole text (runs of content words,
 * scored by how often their words occur and whether the title holds them). Everything a draft holds comes
 * from these.
 */

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each etc few for from further get got had has have having he
  her here hers him his how i if in into is it its itself just let like make me more most my need needs no nor
  not now of off on once only or other our ours out over own please same she should so some such than that the
  their them then there these they this those through to too under until up us very want was we were what when
  where which while who whom why will with would you your yours`.split(/\s+/),
);

/** Words a label may start with and still be a topic rather than an action: dropped from noun labels. */
const DETERMINERS = /^(?:a|an|the|my|our|your|their|his|her|its|some)\s+/i;

/** Where a short label ends: the phrase that follows one of these only qualifies the topic. */
const QUALIFIERS = new Set(
  `about after at before by during for from in inside near on per since until via with within without`.split(
    /\s+/,
  ),
);

/**
 * Common verbs an author starts a task with. A listed item that starts with one is an action of its own
 * ("write release notes; update the website"); a sentence that starts with one and lists nouns applies it
 * to each ("Plant tomatoes, peppers and basil").
 */
const VERBS = new Set(
  `add agree analyse analyze announce apply approve arrange ask assign attend audit bake book brief build buy
  calculate call cancel change check choose clean clear close collect compare complete confirm contact cook
  create decide define deliver deploy design discuss do draft email estimate fill find finish fix follow
  forward gather get give hire interview invite launch learn list make measure meet migrate move order
  organise organize outline pack paint pay pick plan plant prepare present print publish purchase read recruit
  refactor register release remove renew rent repair replace reply request research reserve review rewrite
  run schedule select sell send set share ship shortlist sign sort start submit survey taste teach test track
  train translate update upgrade upload visit wash water write`.split(/\s+/),
);

const LIST_ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+/;

export interface Point {
  /** The sentence or list line, trailing punctuation dropped. */
  text: string;
  /** What a listing point says before its items ("Plan the offsite in March", "Plant"); '' when nothing. */
  lead: string;
  /** Its listed items, two or more, each as written; empty when the point lists nothing. */
  items: string[];
  /** The lead is a verb each item completes: "Plant tomatoes, peppers and basil" lists "Plant peppers". */
  leadIsVerb: boolean;
}

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** A word that carries meaning: not a stopword, not a lone letter, not a number alone ("60"). */
const isContent = (word: string) =>
  word.length > 1 && /\p{L}/u.test(word) && !STOPWORDS.has(word.toLowerCase());

export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

export const startsWithVerb = (text: string) => VERBS.has((words(text)[0] ?? '').toLowerCase());

/** One word as it is compared: lower case and singular ("Budgets" and "budget" are one idea). */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length <= 3 || lower.endsWith('ss') || lower.endsWith('us')) return lower;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(lower)) return lower.slice(0, -2);
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** The content words of a text as they are compared. */
export function contentKeys(text: string): string[] {
  return words(text).filter(isContent).map(stem);
}

/** How two labels are found to be the same idea: their content words, case and plural aside. */
export function ideaKey(text: string): string {
  return contentKeys(text).join(' ');
}

/** A label worth adding: it holds a content word (a number alone, "60", is no idea). */
export function isIdea(text: string): boolean {
  return contentKeys(text).length > 0;
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
    .filter(isIdea)
    .map((point) => ({ text: point, ...listOf(point) }));
}

/** The parts of a list: split at commas, semicolons and joining words ("and", "then", "or", "plus"). */
function itemsOf(text: string): string[] {
  const separator = text.includes(';') ? /\s*;\s*/ : /\s*,\s*|\s+(?:and|or|then|plus|as well as)\s+/i;
  return text
    .split(separator)
    .map((item) => item.trim().replace(/^(?:and|or|then|plus)\s+/i, ''))
    .filter(isIdea);
}

/**
 * What a point lists. "Lead: a, b and c" lists a, b and c after its lead; "a; b; c" and "a, then b" list
 * actions, each whole; "Verb a, b and c" lists nouns the verb applies to, the first one cut from the verb by
 * the length of the others.
 */
function listOf(text: string): Omit<Point, 'text'> {
  const none = { lead: '', items: [], leadIsVerb: false };
  const colon = /^(.+?):\s+(.+)$/.exec(text);
  if (colon) {
    const items = itemsOf(colon[2]!);
    return items.length >= 2 ? { lead: colon[1]!.trim(), items, leadIsVerb: false } : none;
  }
  const items = itemsOf(text);
  if (items.length < 2) return none;
  const rest = items.slice(1);
  if (text.includes(';') || rest.some(startsWithVerb) || !startsWithVerb(items[0]!)) {
    return { lead: '', items, leadIsVerb: false };
  }
  const first = items[0]!.split(/\s+/);
  const span = Math.min(...rest.map((item) => shortLabel(item).split(/\s+/).length));
  const cut = Math.max(1, first.length - Math.max(1, span));
  const lead = first
    .slice(0, cut)
    .join(' ')
    .replace(/\s+(?:a|an|the|my|our|your|their)$/i, '');
  return { lead, items: [first.slice(cut).join(' '), ...rest], leadIsVerb: true };
}

/** The words of a text up to the phrase that only qualifies it ("Travel for 60 people" → "Travel"). */
function shortLabel(text: string): string {
  const parts = text.trim().split(/\s+/);
  // An action keeps its object: "Check for aphids" stays whole, "Plant basil in May" is "Plant basil".
  const first = startsWithVerb(text) ? 2 : 1;
  const end = parts.findIndex((part, index) => index >= first && QUALIFIERS.has(part.toLowerCase()));
  return parts.slice(0, end > 0 ? end : parts.length).join(' ');
}

/**
 * A short topic label for a sentence or an item: its first clause, without the phrase that only qualifies
 * it ("Book the venue by March" → "Book the venue"), without a leading article when it names a thing
 * ("the kitchen" → "Kitchen"), at most five words.
 */
export function topicLabel(text: string): string {
  const clause = text.split(/\s*[,;:]\s*/).find(isIdea) ?? text;
  let label = shortLabel(clause).replace(/[.!?]+$/, '');
  if (!startsWithVerb(label)) label = label.replace(DETERMINERS, '');
  const parts = label.split(/\s+/);
  if (parts.length > 5) {
    const kept = parts.slice(0, 5);
    while (kept.length > 1 && !isContent(kept[kept.length - 1]!)) kept.pop();
    label = kept.join(' ');
  }
  return capitalise(label.trim());
}

/** Whether a point's lead restates the title ("Plan the team offsite in March" for "Team offsite"). */
export function echoesTitle(lead: string, title: string): boolean {
  const titleKeys = new Set(contentKeys(title));
  return contentKeys(lead).some((key) => titleKeys.has(key));
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
