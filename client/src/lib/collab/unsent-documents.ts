/** Documents closed with changes the server had not acknowledged, by name, kept across page loads. */
const KEY = 'mindlane_unsent_documents';

function read(): Record<string, number> {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function write(entries: Record<string, number>): void {
  try {
    if (Object.keys(entries).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Without storage the count covers the open documents only.
  }
}

/** Notes that document `name` was closed with `count` changes not yet sent (its local copy holds them). */
export function rememberUnsent(name: string, count: number): void {
  if (typeof localStorage === 'undefined' || count <= 0) return;
  write({ ...read(), [name]: count });
}

export function forgetUnsent(name: string): void {
  if (typeof localStorage === 'undefined') return;
  const entries = read();
  if (!(name in entries)) return;
  delete entries[name];
  write(entries);
}

export function unsentDocuments(): Record<string, number> {
  return typeof localStorage === 'undefined' ? {} : read();
}

/** Forgets every entry (the local copies were deleted with what they held). */
export function forgetAllUnsent(): void {
  if (typeof localStorage !== 'undefined') write({});
}
