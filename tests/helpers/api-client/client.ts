import createClient, { type Middleware } from 'openapi-fetch';
import { expectDocumentedAnswer } from '../documented-answers';
import type { HttpClient } from '../http';
import type { paths } from './schema';

/** A typed client of the REST API, generated from the served OpenAPI document (schema.d.ts). */
export type ApiClient = ReturnType<typeof createClient<paths>>;

/** Holds every JSON answer of a typed client to the served API document, as the HTTP helpers do. */
const documentedAnswers: Middleware = {
  async onResponse({ request, response }) {
    const contentType = response.headers.get('content-type');
    // Only a JSON body is read here: an event stream would not end.
    const text = contentType?.includes('application/json') ? await response.clone().text() : '';
    const body: unknown = text ? JSON.parse(text) : undefined;
    await expectDocumentedAnswer(
      request.url,
      { method: request.method, path: request.url },
      { status: response.status, contentType, body },
    );
    return response;
  },
};

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
  client.use(cookies, documentedAnswers);
  return client;
}

/** A typed client that acts as a script with a personal API token: a bearer header, no cookie, no Origin. */
export function tokenApiClient(baseUrl: string, secret: string): ApiClient {
  const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${secret}` } });
  client.use(documentedAnswers);
  return client;
}
