import {
  type ImportCounts,
  type ImportedList,
  type ImportedTodo,
  cutLabel,
  cutNote,
} from '@shared/formats/model';
import { checkItemCount, decodeUpload, toDueDate } from './import-text';

/** A list item: indentation, marker (`-`, `*`, `+`, `1.` or `1)`), an optional task box, the text. */
const ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[([ xX])\](?:[ \t]+|$))?(.*)$/s;
/** A description line that writeListMarkdown escaped because it would read as a task (see its ESCAPE). */
const ESCAPED_TASK = /^([ \t]*)\\(\\*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\])/;

interface Open {
  todo: ImportedTodo;
  /** Where the item's marker starts, and where its text starts (a description line loses that much indent). */
  indent: number;
  content: number;
  lines: string[];
}

/** Leading whitespace as columns, a tab counting to the next multiple of 4. */
function indentOf(whitespace: string): number {
  let columns = 0;
  for (const char of whitespace) columns = char === '\t' ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}

/** A line with `columns` of indentation removed (as far as it has them). */
function dedent(line: string, columns: number): string {
  let taken = 0;
  let index = 0;
  while (index < line.length && taken < columns && (line[index] === ' ' || line[index] === '\t')) {
    taken = line[index] === '\t' ? taken + 4 - (taken % 4) : taken + 1;
    index += 1;
  }
  return line.slice(index);
}

/**
 * The text of an ATX heading line (already trimmed; `#` to `######`, a space, the text, an optional closing
 * run of `#`), or null. Written without a backtracking pattern: a line can be megabytes of spaces.
 */
function headingText(line: string): string | null {
  let level = 0;
  while (line[level] === '#') level += 1;
  if (level === 0 || level > 6) return null;
  if (level === line.length) return '';
  if (line[level] !== ' ' && line[level] !== '\t') return null;
  let end = line.length;
  while (end > level && line[end - 1] === '#') end -= 1;
  // A closing run counts only after a space, or when it is all there is.
  if (end < line.length && end > level && line[end - 1] !== ' ' && line[end - 1] !== '\t') end = line.length;
  return line.slice(level, end).trim();
}

/** A title ending in the Tasks plugin's `📅 YYYY-MM-DD` split into the title and the date. */
function splitDueDate(text: string): { title: string; dueDate: string | null } {
  const mark = text.lastIndexOf('📅');
  const before = text.slice(0, mark);
  const dueDate = mark > 0 && before.trimEnd() !== before ? toDueDate(text.slice(mark + 2)) : null;
  return dueDate === null ? { title: text, dueDate } : { title: before.trim(), dueDate };
}

/**
 * Reads a to-do list from a Markdown task list: each item `- [ ] title` or `- [x] title` (also `*`, `+` and
 * numbered items; a plain item at the list's own level is an open to-do) in order. The first heading is
 * the list's title (`fallbackTitle` without one). Lines indented under an item that are not task items are
 * its description, the item's indent removed; nested task items are flattened into the list and counted as
 * cut. A trailing `📅 YYYY-MM-DD` sets the due date. Other headings and text outside any item are skipped
 * and counted (a line each).
 */
export function readTaskMarkdown(bytes: Uint8Array, fallbackTitle = 'Imported list'): ImportedList {
  const counts: ImportCounts = { skipped: 0, cut: 0 };
  const todos: ImportedTodo[] = [];
  let title: string | null = null;
  let base: number | null = null;
  let open: Open | null = null;
  let previousBlank = true;
  const close = () => {
    if (!open) return;
    const { lines } = open;
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    open.todo.description = cutNote(lines.join('\n'), counts);
    open = null;
  };
  for (const line of decodeUpload(bytes).split(/\r\n|\r|\n/)) {
    const blank = line.trim() === '';
    const indent = indentOf(/^[ \t]*/.exec(line)![0]);
    const item = blank ? null : ITEM.exec(line);
    const heading = !blank && indent < 4 ? headingText(line.trim()) : null;
    if (item && (item[3] !== undefined || !open || indent <= (base ?? indent))) {
      close();
      base ??= indent;
      if (indent > base) counts.cut += 1;
      const next = startTodo(item, indent, counts);
      if (next.todo.title === '') counts.skipped += 1;
      else {
        checkItemCount(todos.length + 1, 'to-dos');
        todos.push(next.todo);
        open = next;
      }
    } else if (
      open &&
      (blank ||
        indent >= open.content ||
        (!previousBlank && heading === null) ||
        (item && indent > open.indent))
    ) {
      const text = blank ? '' : dedent(line, open.content);
      open.lines.push(text.replace(ESCAPED_TASK, '$1$2'));
    } else if (!blank) {
      close();
      if (heading !== null && title === null) title = heading;
      else counts.skipped += 1;
    }
    previousBlank = blank;
  }
  close();
  const listTitle = title === null || title === '' ? fallbackTitle : title;
  return { kind: 'todolist', title: cutLabel(listTitle, counts), todos, counts };
}

function startTodo(item: RegExpExecArray, indent: number, counts: ImportCounts): Open {
  const [, , marker = '-', box, rest = ''] = item;
  const { title, dueDate } = splitDueDate(rest.trim());
  return {
    todo: {
      title: cutLabel(title, counts),
      description: '',
      completed: box === 'x' || box === 'X',
      dueDate,
    },
    indent,
    content: indent + marker.length + 1,
    lines: [],
  };
}
