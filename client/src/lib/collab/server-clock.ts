import { pongServerTime } from '@shared/presence';
import { correctStampClock, stampClockOffset } from '@shared/schema/stamp-clock';

/**
 * How far this device's clock is from the server's, learned from the heartbeat (socket-heartbeat.ts
 * pings, the server answers with its time) and kept on the device, so that map writes made offline are
 * dated by the server's clock too (shared/schema/stamp-clock.ts). The answer with the shortest round trip
 * of the last minute gives the offset: its error is at most half that round trip.
 */

const STORAGE_KEY = 'mindlane:server-clock-offset';
/** A round trip longer than this says too little about when the server answered. */
const MAX_ROUND_TRIP_MS = 5_000;
const SAMPLE_LIFETIME_MS = 60_000;
/** The kept offset is written again only when it moved by more than this. */
const STORED_PRECISION_MS = 250;

let pingedAt: number | null = null;
let best: { roundTrip: number; at: number } | null = null;
let stored: number | null = null;

/** Dates writes by the offset this device kept, until the server answers again. */
export function restoreServerClock(): void {
  try {
    const kept = Number(localStorage.getItem(STORAGE_KEY));
    if (Number.isFinite(kept)) correctStampClock(kept);
  } catch {
    // Storage refused (private mode): writes are dated by the device's clock until the server answers.
  }
}

/** A ping left for the server now. */
export function notePing(now = Date.now()): void {
  pingedAt = now;
}

/** A stateless message from the server: a heartbeat answer corrects the clock. */
export function notePong(payload: string, now = Date.now()): void {
  const serverTime = pongServerTime(payload);
  if (serverTime === null || pingedAt === null) return;
  const roundTrip = now - pingedAt;
  const sentAt = pingedAt;
  pingedAt = null;
  if (roundTrip < 0 || roundTrip > MAX_ROUND_TRIP_MS) return;
  if (best && roundTrip > best.roundTrip && now - best.at < SAMPLE_LIFETIME_MS) return;
  best = { roundTrip, at: now };
  const offset = Math.round(serverTime - (sentAt + now) / 2);
  correctStampClock(offset);
  if (stored !== null && Math.abs(stored - offset) <= STORED_PRECISION_MS) return;
  stored = offset;
  try {
    localStorage.setItem(STORAGE_KEY, String(stampClockOffset()));
  } catch {
    // Not kept: the next session learns it again.
  }
}
