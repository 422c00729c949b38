import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../http-errors';
import { bearerSecret } from './app/authentication/credentials';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this server answers as: PUBLIC_URL when configured, else the request's own host. */
export function ownOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl?: string): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/** True when a browser says the request comes from another site (the Origin header, else Sec-Fetch-Site). */
export function isCrossOrigin(
  headers: { origin?: string | null; 'sec-fetch-site'?: string | null },
  expectedOrigin: string,
): boolean {
  const origin = headers.origin;
  if (origin) return origin !== expectedOrigin;
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * The headers helmet sets for these options, worked out once: they are the same on every answer (no
 * per-request nonce), and building helmet's middleware for each request cost several per cent of a small
 * answer's time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every answer and refusal of state-changing requests sent from other origins. */
export default fp(async function security(app: FastifyInstance) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.isProduction,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossOrigin) return;
    // A bearer request carries no ambient credential (its cookie is ignored), so another site cannot forge one.
    if (bearerSecret(request.headers.authorization) !== undefined) return;
    if (isCrossOrigin(request.headers, ownOrigin(request, app.config.PUBLIC_URL))) {
      throw forbidden('Cross-origin request refused');
    }
  });
});
