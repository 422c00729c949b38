import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Author } from '../../../db/schema';
import { clientAddressReader } from '../../address-key';
import { isCrossOrigin, ownOrigin } from '../../security';
import { authorOf } from './author';
import { credentialsOf, usesSecureCookies } from './credentials';
import { checkBearerToken, recordTokenUse, type TokenReader } from './token-auth';

/** Who a socket is, as its upgrade request showed: a session or an API token, and what it writes as. */
export interface SocketCredentials {
  credential: 'session' | 'token';
  /** The session token or the API token's secret, to check the socket's access again later. */
  token: string;
  userId: string;
  /** Who the socket's updates are logged as written by: its member, or its API token. */
  author: Author;
}

/** An answer refusing a WebSocket upgrade, which the upgrade guard throws. */
export function refuseUpgrade(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain' } });
}

/**
 * The credential check of a WebSocket upgrade: resolves to who the socket is, or rejects with the Response
 * refusing it (401 without a session, 403 from another origin, a token's 401 or 429). `client` is the raw
 * request, for the address a token's throttle counts.
 */
export function socketCredentials(
  deps: TokenReader & Pick<FastifyInstance, 'limits' | 'config' | 'parseCookie' | 'signedIn'>,
): (request: Request, client: IncomingMessage) => Promise<SocketCredentials> {
  const clientAddress = clientAddressReader(deps.config.TRUST_PROXY);
  return async (request, client) => {
    const url = new URL(request.url);
    const protocol = url.protocol === 'wss:' || url.protocol === 'https:' ? 'https' : 'http';
    // Read as a REST request's are (credentials.ts): a token, else the session cookie.
    const credentials = credentialsOf(
      request.headers.get('authorization') ?? undefined,
      deps.parseCookie(request.headers.get('cookie') ?? ''),
      usesSecureCookies(deps.config.PUBLIC_URL, protocol),
    );
    // An API token (sent by scripts, never by a browser) is the only credential of its socket; it is
    // throttled and counted as a REST request with it is.
    if (credentials.kind === 'token') {
      const verdict = await checkBearerToken(deps, credentials.secret, clientAddress(client));
      if (!('auth' in verdict)) throw refuseUpgrade(verdict.status, verdict.error);
      await recordTokenUse(deps, verdict.auth);
      return {
        credential: 'token',
        token: credentials.secret,
        userId: verdict.auth.user.id,
        author: authorOf(verdict.auth),
      };
    }
    const expected = ownOrigin({ protocol, host: url.host }, deps.config.PUBLIC_URL);
    const headers = {
      origin: request.headers.get('origin'),
      'sec-fetch-site': request.headers.get('sec-fetch-site'),
    };
    if (isCrossOrigin(headers, expected)) throw refuseUpgrade(403, 'Cross-origin WebSocket refused');
    // From the per-process session cache, as REST requests: any change of access retires its entries.
    const signedIn = credentials.kind === 'session' ? await deps.signedIn(credentials.token) : null;
    if (!signedIn) throw refuseUpgrade(401, 'Sign in to open documents');
    const { user } = signedIn.context;
    return {
      credential: 'session',
      token: signedIn.context.token,
      userId: user.id,
      author: authorOf({ user }),
    };
  };
}
