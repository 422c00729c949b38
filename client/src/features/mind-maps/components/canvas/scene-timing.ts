/** How long after the last wheel or move event a gesture counts as over and the map is painted sharp. */
export const IDLE_MS = 140;
/** The longest the margin after the opening paint waits for an idle moment. */
const MARGIN_WAIT_MS = 1_000;

/** A document change is painted during a gesture only when painting is this cheap (small maps). */
export const CHEAP_PAINT_MS = 6;

/** Runs `work` once the page is idle (or after MARGIN_WAIT_MS at the latest); answers a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: MARGIN_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, IDLE_MS);
  return () => clearTimeout(handle);
}
