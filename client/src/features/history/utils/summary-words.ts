/**
 * A version's summary (counts keyed `<item>.<what happened>`, from the change record) in words, as one
 * line: "3 nodes added, 1 renamed, 2 to-dos completed". Items of one kind are named once, at their first
 * count; kinds and what happened follow a fixed order, so versions read alike.
 */

/** Items in the order they are told, each with its singular and plural. */
const ITEMS: ReadonlyArray<[kind: string, one: string, many: string]> = [
  ['map', 'map', 'maps'],
  ['list', 'list', 'lists'],
  ['board', 'board', 'boards'],
  ['node', 'node', 'nodes'],
  ['todo', 'to-do', 'to-dos'],
  ['column', 'lane', 'lanes'],
  ['card', 'card', 'cards'],
];

/** What happened, in the order it is told, and how it is said. */
const ACTIONS: ReadonlyArray<[action: string, words: string]> = [
  ['created', 'added'],
  ['deleted', 'removed'],
  ['renamed', 'renamed'],
  ['moved', 'moved'],
  ['lane', 'moved between lanes'],
  ['completed', 'completed'],
  ['reopened', 'reopened'],
  ['reordered', 'reordered'],
];

/** Where one item's words differ from the common ones: a to-do "moved" went to another list. */
const SPECIAL: Readonly<Record<string, string>> = { 'todo.moved': 'moved to another list' };

/** The map, list or board itself: one of it, so it is named without a count ("map renamed"). */
const DOCUMENTS = new Set(['map', 'list', 'board']);

export const NO_CHANGES = 'No changes to the content';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function summaryInWords(summary: Readonly<Record<string, number>>): string {
  const told = new Set<string>();
  const phrases: string[] = [];
  for (const [kind, one, many] of ITEMS) {
    let named = false;
    for (const [action, words] of ACTIONS) {
      const key = `${kind}.${action}`;
      const count = summary[key] ?? 0;
      if (count <= 0) continue;
      told.add(key);
      const said = SPECIAL[key] ?? words;
      if (DOCUMENTS.has(kind)) phrases.push(`${one} ${said}`);
      else phrases.push(named ? `${count} ${said}` : `${count} ${count === 1 ? one : many} ${said}`);
      named = true;
    }
  }
  const others = Object.entries(summary).reduce(
    (sum, [key, count]) => (told.has(key) || count <= 0 ? sum : sum + count),
    0,
  );
  if (others > 0) phrases.push(`${others} other ${others === 1 ? 'change' : 'changes'}`);
  return phrases.length > 0 ? capitalise(phrases.join(', ')) : NO_CHANGES;
}
