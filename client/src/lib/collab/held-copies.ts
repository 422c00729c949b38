/**
 * The names of the document copies this device holds, kept in localStorage so that opening a document can
 * tell at once, without waiting for IndexedDB to open, that there is no copy to wait for. An entry may
 * outlive its copy (the browser evicted the database): opening then waits for IndexedDB, as it did before
 * this list. A copy without an entry is still found and merged when IndexedDB opens, only later.
 */
const KEY = 'mindlane:held-copies';

/** The names listed, or null when this device cannot keep the list (no storage, or it is unreadable). */
function read(): Set<string> | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? new Set(value.filter((name) => typeof name === 'string')) : null;
  } catch {
    return null;
  }
}

function write(names: Set<string>): void {
  try {
    if (names.size === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify([...names]));
  } catch {
    // A full or missing storage: opening documents waits for IndexedDB, as without the list.
  }
}

/** False only when this device surely holds no copy named `copyName`. */
export function mayHoldCopy(copyName: string): boolean {
  return read()?.has(copyName) ?? true;
}

/** Lists copy `copyName` as held. */
export function noteHeldCopy(copyName: string): void {
  const names = read();
  if (!names || names.has(copyName)) return;
  names.add(copyName);
  write(names);
}

/** Takes the copies whose names start with `prefix` off the list (they are being deleted). */
export function forgetHeldCopies(prefix: string): void {
  const names = read();
  if (!names) return;
  const kept = new Set([...names].filter((name) => !name.startsWith(prefix)));
  if (kept.size !== names.size) write(kept);
}
