import type { FastifyInstance } from 'fastify';

/**
 * Where links in e-mails point: PUBLIC_URL, else this server on localhost. Never a request's Host or
 * X-Forwarded-Host, which whoever sends the request chooses.
 */
export function publicBaseUrl(app: Pick<FastifyInstance, 'config' | 'server'>): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL.replace(/\/+$/, '');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.PORT;
  return `http://localhost:${port}`;
}

/** An absolute link to a page of the app, e.g. appLink(app, '/reset-password', { token }). */
export function appLink(
  app: Pick<FastifyInstance, 'config' | 'server'>,
  page: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${publicBaseUrl(app)}${page}${search ? `?${search}` : ''}`;
}
