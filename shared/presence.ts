/**
 * Presence colours, picked by user id so a person keeps theirs on every device and document. Each carries
 * white initials and labels at 4.5:1 or more (WCAG 2.2 AA for small text).
 */
const COLOURS = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#15803d', '#2563eb', '#9333ea', '#dc2626'];

export function presenceColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** The close reason the server gives a live connection that lost access to its document. */
export const ACCESS_REVOKED_REASON = 'Forbidden';
/**
 * The reason the server gives a member of its workspace for a document that was deleted: for a live
 * connection it closes, and for a refusal to open it. A stranger is refused as for any missing document
 * (with Hocuspocus's 'permission-denied').
 */
export const DOCUMENT_DELETED_REASON = 'Document deleted';
/** The close code that goes with it (as HTTP 410 Gone). */
export const DOCUMENT_DELETED_CODE = 4410;
/** The close reason when access changed (e.g. a new role): the client opens the document again. */
export const ACCESS_CHANGED_REASON = 'Access changed';
/** The close reason when an update would take a document past its size cap; the update is not kept. */
export const DOCUMENT_TOO_LARGE_REASON = 'Document too large';
/** The close code that goes with it (as HTTP 413). */
export const DOCUMENT_TOO_LARGE_CODE = 4413;

/**
 * The application-level ping a visible tab sends over its collaboration socket, and the server's answer.
 * Pages cannot see WebSocket pings, so without these a socket that went silent looks open for as long as
 * the browser's own timeout (tens of seconds).
 */
export const HEARTBEAT_PING = 'mindlane:ping';
const HEARTBEAT_PONG = 'mindlane:pong ';

/**
 * The server's answer to a ping, carrying its clock (milliseconds since 1970): a tab corrects the time it
 * dates its map writes with by it (shared/schema/stamp-clock.ts).
 */
export function heartbeatPong(serverTime: number): string {
  return `${HEARTBEAT_PONG}${Math.round(serverTime)}`;
}

/** The server time a heartbeat answer carries, or null when `payload` is no heartbeat answer. */
export function pongServerTime(payload: string): number | null {
  if (!payload.startsWith(HEARTBEAT_PONG) || payload.length > HEARTBEAT_PONG.length + 16) return null;
  const time = Number(payload.slice(HEARTBEAT_PONG.length));
  return Number.isSafeInteger(time) && time > 0 ? time : null;
}
