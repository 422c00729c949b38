import type { Restored } from '@shared/api/history';

/** What a restore tells: done, and the items it left alone by name, with why. */
export function restoredText(answer: Restored, nameOf: (id: string) => string | null): string {
  if (answer.skipped.length === 0) return 'Version restored.';
  // The reasons are sentences of their own ("Now in another list"), said here inside one.
  const skipped = answer.skipped.map(
    ({ id, reason }) => `“${nameOf(id) ?? id}” (${reason.charAt(0).toLowerCase()}${reason.slice(1)})`,
  );
  return `Version restored. Not restored: ${skipped.join(', ')}.`;
}
