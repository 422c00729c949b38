/**
 * The `?next=` target after signing in, kept only when it is a path on this site ("/..."), never another
 * origin ("//evil.example", "/\\evil.example").
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** `/login?next=<path>` for a page that needs a session. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
