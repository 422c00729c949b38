import createClient, { type Middleware } from 'openapi-fetch';
import type { HttpClient } from '../http';
import type { paths } from './schema';

/** A typed client of the REST API, generated from the served OpenAPI document (schema.d.ts). */
export type ApiClient = ReturnType<typeof createClient<paths>>;

/**
 * A typed client that signs in as a browser tab would: it shares the cookie jar of an HttpClient (from
 * signUp) and sends the app's own Origin.
 */
export function sessionApiClient(http: HttpClient): ApiClient {
  const origin = new URL(http.baseUrl).origin;
  const cookies: Middleware = {
    onRequest({ request }) {
      request.headers.set('origin', origin);
      if (http.cookies.size > 0) {
        request.headers.set(
          'cookie',
          [...http.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        );
      }
      return request;
    },
  };
  const client = createClient<paths>({ baseUrl: http.baseUrl });
  client.use(cookies);
  return client;
}

/** A typed client that acts as a script with a personal API token: a bearer header, no cookie, no Origin. */
export function tokenApiClient(baseUrl: string, secret: string): ApiClient {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${secret}` } });
}
