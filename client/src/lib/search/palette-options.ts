import {
  CircleDot,
  ListTodo,
  Network,
  SquareCheck,
  SquareKanban,
  StickyNote,
  type LucideIcon,
} from 'lucide-react';
import type { SearchKind, SearchResult } from '@shared/api/search';
import { matchRanges, type Range } from '@shared/search/fold';

/** Something the palette lists: a search result to open, or a command to run. */
export interface PaletteOption {
  /** Unique in the palette: it makes the option's element id. */
  key: string;
  label: string;
  /** The matched words of the label. */
  labelMarks: Range[];
  /** Where it lives ('node in Product roadmap'), or what a command does. */
  detail?: string;
  /** The text around the match when it is not in the label (a description), with its matched words. */
  snippet?: { text: string; marks: Range[] };
  icon: LucideIcon;
  /** An app address to open, or a command to run. */
  run: { open: string } | { command: () => void };
}

export interface PaletteGroup {
  key: string;
  heading: string;
  options: PaletteOption[];
}

/** A command of the palette: create, go to a page, switch workspace. */
export interface PaletteCommand {
  key: string;
  label: string;
  group: 'Create' | 'Go to' | 'Workspaces';
  icon: LucideIcon;
  run: () => void;
}

interface KindWords {
  heading: string;
  /** What a whole document is called, or the item's noun before 'in <document>'. */
  noun: string;
  icon: LucideIcon;
  /** Where an item with no document lives (an inbox to-do). */
  loose?: string;
}

const KINDS: Record<SearchKind, KindWords> = {
  mindmap: { heading: 'Mind maps', noun: 'Mind map', icon: Network },
  todolist: { heading: 'To-do lists', noun: 'To-do list', icon: ListTodo },
  board: { heading: 'Boards', noun: 'Board', icon: SquareKanban },
  node: { heading: 'Nodes', noun: 'node', icon: CircleDot },
  todo: { heading: 'To-dos', noun: 'to-do', icon: SquareCheck, loose: 'to-do, unassigned' },
  card: { heading: 'Cards', noun: 'card', icon: StickyNote },
};

/** The kinds in the order their groups are shown: documents first, then what is inside them. */
export const KIND_ORDER: readonly SearchKind[] = ['mindmap', 'todolist', 'board', 'node', 'todo', 'card'];

const DOCUMENT_KINDS = new Set<SearchKind>(['mindmap', 'todolist', 'board']);

/** 'node in Product roadmap'; a whole document says what it is. */
export function whereItLives(result: SearchResult, titleOf: (id: string) => string | undefined): string {
  const words = KINDS[result.kind];
  if (DOCUMENT_KINDS.has(result.kind)) return words.noun;
  if (result.documentId === null) return words.loose ?? words.noun;
  const title = titleOf(result.documentId);
  return title ? `${words.noun} in ${title}` : words.noun;
}

/** Only addresses inside the app are opened, whatever a result says. */
function appAddress(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

function resultOption(result: SearchResult, q: string, titleOf: (id: string) => string | undefined) {
  const url = appAddress(result.url);
  if (!url) return null;
  const sameText = result.snippet.trim() === '' || result.snippet === result.title;
  const option: PaletteOption = {
    key: `${result.kind}:${result.documentId ?? ''}:${result.id}`,
    label: result.title,
    labelMarks: sameText
      ? result.highlights
      : (matchRanges(result.title, q, { titlePrefixOnly: false }) ?? []),
    detail: whereItLives(result, titleOf),
    snippet: sameText ? undefined : { text: result.snippet, marks: result.highlights },
    icon: KINDS[result.kind].icon,
    run: { open: url },
  };
  return option;
}

/**
 * The results grouped by kind (maps, lists, boards, nodes, to-dos, cards), each group in the server's order;
 * the titles of documents found among the results name where their items live when `titleOf` does not know.
 */
export function resultGroups(
  results: readonly SearchResult[],
  q: string,
  titleOf: (id: string) => string | undefined,
): PaletteGroup[] {
  const found = new Map(results.filter((r) => DOCUMENT_KINDS.has(r.kind)).map((r) => [r.id, r.title]));
  const title = (id: string) => titleOf(id) ?? found.get(id);
  return KIND_ORDER.flatMap((kind) => {
    const options = results
      .filter((result) => result.kind === kind)
      .flatMap((result) => resultOption(result, q, title) ?? []);
    return options.length > 0 ? [{ key: kind, heading: KINDS[kind].heading, options }] : [];
  });
}

/** The commands whose name matches `q` (all of them for a blank query), grouped as they were given. */
export function commandGroups(commands: readonly PaletteCommand[], q: string): PaletteGroup[] {
  const blank = q.trim() === '';
  const groups = new Map<string, PaletteOption[]>();
  for (const command of commands) {
    const marks = blank ? [] : matchRanges(command.label, q, { titlePrefixOnly: false });
    if (!marks) continue;
    const options = groups.get(command.group) ?? [];
    options.push({
      key: `command:${command.key}`,
      label: command.label,
      labelMarks: marks,
      icon: command.icon,
      run: { command: command.run },
    });
    groups.set(command.group, options);
  }
  return [...groups].map(([heading, options]) => ({ key: `commands:${heading}`, heading, options }));
}
