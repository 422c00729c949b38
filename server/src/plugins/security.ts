import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

/** Security headers on every answer and refusal of state-changing requests sent from other origins. */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
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

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossOrigin) return;
    // A bearer request carries no ambient credential (its cookie is ignored), so another site cannot forge one.
    if (bearerSecret(request.headers.authorization) !== undefined) return;
    if (isCrossOrigin(request.headers, ownOrigin(request, app.config.PUBLIC_URL))) {
      throw forbidden('Cross-origin request refused');
    }
  });
});
