import { expectDocumentedAnswer } from './documented-answers';

export interface HttpResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The status, body (parsed when JSON) and headers of an answer, once the body is checked against the served
 * API document (documented-answers.ts).
 */
export async function readAnswer<T>(
  baseUrl: string,
  method: string,
  path: string,
  response: Response,
): Promise<HttpResponse<T>> {
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself is the body.
  }
  await expectDocumentedAnswer(
    baseUrl,
    { method, path },
    { status: response.status, contentType: response.headers.get('content-type'), body: parsed },
  );
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The Cookie header of a client's cookies. */
export function cookieHeader(client: { cookies: ReadonlyMap<string, string> }): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * A small HTTP client that behaves like a browser tab of the app: it keeps cookies and sends the app's
 * own Origin with every request. Every JSON answer is checked against the served API document
 * (documented-answers.ts).
 */
export function createHttpClient(baseUrl: string, options: { origin?: string } = {}) {
  const cookies = new Map<string, string>();
  const origin = options.origin ?? new URL(baseUrl).origin;

  async function request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...extraHeaders, origin };
    if (cookies.size > 0) headers.cookie = cookieHeader({ cookies });
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return readAnswer<T>(baseUrl, method, path, response);
  }

  return {
    baseUrl,
    cookies,
    get: <T = any>(path: string, headers?: Record<string, string>) =>
      request<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    put: <T = any>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
    request,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** A client of the app at `baseUrl` (another instance) holding `client`'s cookies: the same session there. */
export function sameSessionAt(baseUrl: string, client: HttpClient): HttpClient {
  const other = createHttpClient(baseUrl);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Polls `check` until it returns a truthy value or the deadline passes. */
type Falsy = undefined | null | false | 0 | '';

export async function eventually<T>(
  check: () => Promise<T | Falsy> | T | Falsy,
  timeoutMs = 5_000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value as T;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw lastError instanceof Error ? lastError : new Error('Condition not met before the deadline');
}

/**
 * Reads `read` every `intervalMs` until two readings in a row agree (by `same`, JSON by default) and
 * returns that reading: for state that comes to rest, such as a view gliding to a stop or background work
 * finishing. A null reading never counts as resting.
 */
export async function settled<T>(
  read: () => Promise<T | null> | T | null,
  options: { intervalMs: number; timeoutMs?: number; same?: (a: T, b: T) => boolean; what?: string },
): Promise<T> {
  const same = options.same ?? ((a: T, b: T) => JSON.stringify(a) === JSON.stringify(b));
  let previous: T | null = null;
  let first = true;
  try {
    const rested = await eventually(
      async () => {
        const next = await read();
        const agreed = !first && previous !== null && next !== null && same(previous, next);
        first = false;
        previous = next;
        return agreed ? { value: next } : null;
      },
      options.timeoutMs ?? 10_000,
      options.intervalMs,
    );
    return rested.value;
  } catch (error) {
    const what = options.what ?? 'The state';
    throw new Error(`${what} did not come to rest; last read: ${JSON.stringify(previous)}`, { cause: error });
  }
}
