/**
 * The credentials a request carries, read the same way for REST requests and WebSocket upgrades: an API
 * token in `Authorization: Bearer`, else a session in its cookie. Everything here reads what a stranger
 * sends before anything is checked, so each read is bounded: lengths first, one pass, no pattern that can
 * backtrack.
 */

export const SESSION_COOKIE = 'mindlane_session';
export const SECURE_SESSION_COOKIE = '__Host-mindlane_session';

/**
 * Whether the app's cookies are Secure and `__Host-` named, and only those names are read: PUBLIC_URL is
 * https, or the request came over https. An unprefixed cookie there could have been planted by another
 * host of the domain or over plain http, so it is not read.
 */
export function usesSecureCookies(publicUrl: string | undefined, protocol: string): boolean {
  return (publicUrl?.startsWith('https:') ?? false) || protocol === 'https';
}

/** Longest token or session secret the server ever hands out, with room to spare. */
const MAX_SECRET_LENGTH = 200;
/** Longer than any header a well-formed bearer request sends: the scheme, a space and the longest secret. */
const MAX_BEARER_HEADER_LENGTH = 'bearer '.length + MAX_SECRET_LENGTH + 64;
const WHITESPACE = /\s/;

/**
 * The secret of an `Authorization: Bearer` header: undefined when the request carries none (another scheme
 * or no header), '' when the header is malformed. A bearer request is authenticated by its token alone.
 * The header comes from anyone, before any check: it is read in one pass, its length bounded first.
 */
export function bearerSecret(authorization: string | undefined): string | undefined {
  if (!authorization || authorization.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const rest = authorization.slice(6);
  // "Bearerish ..." names another scheme; "Bearer" followed by anything but a space is malformed.
  if (rest !== '' && /\w/.test(rest[0]!)) return undefined;
  if (authorization.length > MAX_BEARER_HEADER_LENGTH) return '';
  if (rest !== '' && !WHITESPACE.test(rest[0]!)) return '';
  const secret = rest.trim();
  return secret.length > MAX_SECRET_LENGTH || WHITESPACE.test(secret) ? '' : secret;
}

export type Credentials =
  { kind: 'token'; secret: string } | { kind: 'session'; token: string } | { kind: 'none' };

/**
 * What a request presents: a bearer header is its only credential (its cookie is ignored, so a script's
 * token never mixes with a browser's session); else the session cookie of the name `secure` calls for
 * (usesSecureCookies), when it is of a plausible size. A malformed bearer header is a token credential
 * with an empty secret, refused as invalid.
 */
export function credentialsOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
  secure: boolean,
): Credentials {
  const secret = bearerSecret(authorization);
  if (secret !== undefined) return { kind: 'token', secret };
  const token = cookies[secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE];
  return token && token.length <= MAX_SECRET_LENGTH ? { kind: 'session', token } : { kind: 'none' };
}
