/**
 * The words the search bench's items are made of, and the queries it asks: a seeded generator, so every run
 * on every database indexes the same texts. Titles and notes mix common work words (a fifth of the items
 * hold a word starting "pro" in the title or the note, a tenth one starting "conf"), made-up filler words (a vocabulary of
 * thousands, few of them frequent), accented words, Japanese and Chinese phrases, and rare words each held
 * by one or two items.
 */

/** A small, fast, seeded generator (mulberry32): the same numbers in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COMMON = (
  'plan review design meeting budget launch team client report draft update sprint roadmap task idea notes ' +
  'research marketing sales support release feature bug fix test travel hiring onboarding website mobile ' +
  'data office event venue vendor contract invoice quarter goal customer feedback survey schedule deadline ' +
  'migration backlog retro workshop training partner legal finance security audit'
).split(' ');
const PRO =
  'project progress proposal product process profile promotion prototype procurement production'.split(' ');
const CONF = 'conference config confirm conflict confidential'.split(' ');
const ACCENTED = 'École café résumé Zürich naïve Málaga crème Ångström façade São'.split(' ');
const CJK = [
  '京都の会議室を予約',
  '東京オフィスの移転',
  '项目计划评审',
  '市场调研报告',
  '新製品の発表会',
  '年度预算会议',
  '大阪支店の採用計画',
  '客户反馈汇总',
];
const SYLLABLES = 'ba ko ri ta mu ne so vi la de xo gu pe zi ha ly mo qu fe ro'.split(' ');

/** Made-up words of three syllables; `offset` keeps the rare ones apart from the filler. */
function madeUp(index: number, offset: number): string {
  const at = index + offset;
  const n = SYLLABLES.length;
  return `${SYLLABLES[at % n]}${SYLLABLES[Math.floor(at / n) % n]}${SYLLABLES[Math.floor(at / n / n) % n]}x`;
}

const FILLER = Array.from({ length: 6_000 }, (_, index) => madeUp(index, 0));
/** Rare words: each is in two items of the bench's workspace (and in none of the other workspaces). */
export const RARE = Array.from({ length: 40 }, (_, index) => `${madeUp(index * 7, 6_000)}q`);

export interface ItemText {
  title: string;
  body: string;
}

/** Texts of items, one call an item; `rareAt` puts rare word `rareAt` in this item's title when given. */
export function textMaker(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  // Filler words follow a steep power law, as words of real notes do: a few often, most seldom.
  const filler = () => FILLER[Math.floor(FILLER.length * random() ** 3)]!;
  const word = () => {
    const roll = random();
    if (roll < 0.02) return pick(PRO);
    if (roll < 0.03) return pick(CONF);
    if (roll < 0.04) return pick(ACCENTED);
    if (roll < 0.6) return pick(COMMON);
    return filler();
  };
  const words = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, word);
  return (rareAt?: number): ItemText => {
    const title = random() < 0.04 ? [pick(CJK), ...words(0, 2)] : words(2, 6);
    if (rareAt !== undefined) title.splice(1, 0, RARE[rareAt]!);
    title[0] = title[0]!.charAt(0).toUpperCase() + title[0]!.slice(1);
    const body = random() < 0.5 ? words(6, 25).join(' ') : '';
    return { title: title.join(' '), body };
  };
}

/** The kinds of query the bench asks, each with the queries it cycles through. */
export const QUERY_KINDS = {
  'common prefix': ['pro', 'conf', 'plan', 'des', 'rev', 'mee', 'bud', 'lau', 'rep', 'spr'],
  'rare word': RARE.slice(0, 10),
  accented: ['ecole', 'École', 'cafe', 'café', 'zurich', 'Zürich', 'resume', 'résumé', 'facade', 'façade'],
  'two words': [
    'project review',
    'conf budget',
    'plan pro',
    'design team',
    'sales report',
    'pro launch',
    'budget meeting',
    'team conf',
    'client feedback',
    'release notes',
  ],
  CJK: ['京都', '会議', '项目', '报告', '予約', '東京', '计划', '発表', '预算', '採用'],
  'one character': ['p', 'c', 'd', 'm', 'r', 'b', 'l', 't', 's', 'f'],
  'no match': [
    'zqxwv',
    'proconfig',
    'qqzzk',
    'vvxxk',
    'plandesignx',
    'zzyzx',
    'kqwvj',
    'reviewz',
    'budgetplan',
    'conferencex',
  ],
} as const;

export type QueryKind = keyof typeof QUERY_KINDS;
