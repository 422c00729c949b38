import type { ImportedItemAnswer, UnfinishedImportAnswer } from '@shared/api/imports';

const count = (value: number) => value.toLocaleString('en-US');

/** The counts of what an import made: 148 nodes, 1 cut. */
function importedCounts(counts: ImportedItemAnswer['counts']): string {
  const parts = [
    counted(counts.nodes, 'node'),
    counted(counts.todos, 'to-do'),
    counted(counts.lanes, 'lane'),
    counted(counts.cards, 'card'),
    counts.skipped ? `${count(counts.skipped)} skipped` : undefined,
    counts.cut ? `${count(counts.cut)} cut` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

function counted(value: number | undefined, noun: string): string | undefined {
  if (value === undefined) return undefined;
  return `${count(value)} ${noun}${value === 1 ? '' : 's'}`;
}

/** The notice for what an import made: Imported “Conference”: 148 nodes, 1 cut. */
export function importedNotice(items: readonly ImportedItemAnswer[]): string {
  return items
    .map((item) => {
      const counts = importedCounts(item.counts);
      return `Imported “${item.title}”${counts ? `: ${counts}` : ''}.`;
    })
    .join(' ');
}

/** The notice of an import that failed after its page was left: “plan.mm” was not imported: <why> */
export function notImportedNotice(fileName: string, reason: string): string {
  return `“${fileName}” was not imported: ${reason}`;
}

/** “X” did not finish importing (800 of 1,500). */
export function unfinishedText({ title, written, total }: UnfinishedImportAnswer): string {
  return `“${title}” did not finish importing (${count(written)} of ${count(total)}).`;
}
