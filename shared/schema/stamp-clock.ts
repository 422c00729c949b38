/**
 * The time a node field's stamp carries (mindmap-store.ts): whole seconds since 2024-01-01 UTC by this
 * device's clock corrected to the server's. The server's own clock is the reference (its offset stays 0);
 * a browser learns its offset from the collaboration socket's heartbeat (client/src/lib/collab/
 * server-clock.ts) and keeps it for use offline.
 */

/** When stamp time 0 is. Counters that stamps held before they carried a time are far below today's. */
export const STAMP_EPOCH_MS = Date.UTC(2024, 0, 1);

let offsetMs = 0;

/**
 * Sets how far this device's clock is from the server's (server minus device, in milliseconds); later
 * stamps are dated by the corrected clock. Anything but a finite number leaves the clock uncorrected.
 */
export function correctStampClock(offset: number): void {
  offsetMs = Number.isFinite(offset) ? offset : 0;
}

/** The offset in use (0 until one was learned). */
export function stampClockOffset(): number {
  return offsetMs;
}

/** Now, in whole seconds since STAMP_EPOCH_MS, by the corrected clock (never below 0). */
export function stampTime(): number {
  return Math.max(0, Math.floor((Date.now() + offsetMs - STAMP_EPOCH_MS) / 1000));
}
