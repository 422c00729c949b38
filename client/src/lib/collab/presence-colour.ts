/**
 * The presence colour of a user, the same function as presenceColour in
 * server/src/collab/auth-extension.ts (a unit test holds the two together): the server does not send the
 * identity it puts in the connection context, so the client derives the same colour from the user id.
 */
const COLOURS = ['#4f46e5', '#0ea5a4', '#d97706', '#db2777', '#16a34a', '#2563eb', '#9333ea', '#dc2626'];

export function presenceColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}
