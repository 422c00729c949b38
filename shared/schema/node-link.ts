import { z } from 'zod';

/** The longest link a node holds, in UTF-16 code units. */
export const LINK_MAX = 2048;
export const LINK_INVALID = 'link: must be an http, https or mailto URL';
export const LINK_TOO_LONG = `link: must be at most ${LINK_MAX} characters`;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
// White space, control characters and unpaired surrogates: a URL parser would drop or encode them, so the
// text kept would not be the URL opened, and PostgreSQL cannot store the last two.
const UNSAFE = /[\s\p{Cc}\p{Cs}]/u;

/**
 * Whether `value` is a link a node may hold: an absolute http, https or mailto URL of at most LINK_MAX
 * characters. Anything else (javascript:, data:, a relative path) is never stored, and never read back.
 */
export function isNodeLink(value: string): boolean {
  if (value.length === 0 || value.length > LINK_MAX || UNSAFE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
}

/** A node's link as the document schema takes it (see isNodeLink). */
export const nodeLinkSchema = z
  .string()
  .max(LINK_MAX, { abort: true, error: LINK_TOO_LONG })
  .refine(isNodeLink, LINK_INVALID);

/** A stored link as every reader sees it: the link, or null for none or anything isNodeLink refuses. */
export function readNodeLink(value: unknown): string | null {
  return typeof value === 'string' && isNodeLink(value) ? value : null;
}
