import { deviceUser } from '../device-user';

/**
 * Documents closed with changes the server had not acknowledged, by name, kept across page loads for the
 * user whose device copies hold them (another user signing in here has a list of their own).
 */
const KEY = 'mindlane_unsent_documents';
const key = (userId = deviceUser()) => `${KEY}:${userId ?? ''}`;

function read(userId = deviceUser()): Record<string, number> {
  try {
    const value = JSON.parse(localStorage.getItem(key(userId)) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function write(entries: Record<string, number>, userId = deviceUser()): void {
  try {
    if (Object.keys(entries).length === 0) localStorage.removeItem(key(userId));
    else localStorage.setItem(key(userId), JSON.stringify(entries));
  } catch {
    // Without storage the count covers the open documents only.
  }
}

/**
 * Notes that document `name` was closed with `count` changes not yet sent; they are in the device copy of
 * `userId`, the user it was opened for (by default the device's).
 */
export function rememberUnsent(name: string, count: number, userId = deviceUser()): void {
  if (typeof localStorage === 'undefined' || count <= 0) return;
  write({ ...read(userId), [name]: count }, userId);
}

export function forgetUnsent(name: string, userId = deviceUser()): void {
  if (typeof localStorage === 'undefined') return;
  const entries = read(userId);
  if (!(name in entries)) return;
  delete entries[name];
  write(entries, userId);
}

export function unsentDocuments(): Record<string, number> {
  return typeof localStorage === 'undefined' ? {} : read();
}

/** Forgets every entry (the local copies were deleted with what they held). */
export function forgetAllUnsent(): void {
  if (typeof localStorage !== 'undefined') write({});
}

/** Takes the list kept before each user had their own (under `KEY` alone) as this user's. */
export function adoptUnownedUnsent(): void {
  if (typeof localStorage === 'undefined') return;
  try {
    const old = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    localStorage.removeItem(KEY);
    if (old && typeof old === 'object') write({ ...(old as Record<string, number>), ...read() });
  } catch {
    // Nothing readable to take.
  }
}
