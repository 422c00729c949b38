import type { DraftKind } from './ai-drafts';

/**
 * Which generations this browser started: its outcome ('Done: n items added') is news to the person who
 * asked for it, not to whoever opens the item later elsewhere.
 */
/** Browser and server clocks differ a little; the ask and the start are seconds apart at most. */
const CLOCK_SLACK_MS = 60_000;

function startedKey(kind: DraftKind, id: string): string {
  return `ai_started_${kind}_${id}`;
}

/** Remembers that this browser asked, at `at` (ms), for a generation into the item. */
export function markStartedHere(kind: DraftKind, id: string, at: number): void {
  try {
    localStorage.setItem(startedKey(kind, id), String(at));
  } catch {
    // No storage: the outcome shows only to a view that watched it run.
  }
}

/** Whether this browser asked for the generation that the server started at `startedAt` (ISO). */
export function startedHere(kind: DraftKind, id: string, startedAt: string): boolean {
  try {
    const at = Number(localStorage.getItem(startedKey(kind, id)));
    return at > 0 && Math.abs(Date.parse(startedAt) - at) < CLOCK_SLACK_MS;
  } catch {
    return false;
  }
}
