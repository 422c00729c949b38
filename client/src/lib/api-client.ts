import { MESSAGES } from '@shared/messages';
import { reportServerReach } from './offline/server-reach';

/** The prefix the contract's {fn} paths live under. Every /api path is also served there. */
export const FN = '/.netlify/functions';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** The server's own `error` or `message` text, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/**
 * What a page says when a request failed: the server's own message if it sent one, else the page's
 * text for that failure (a proxy's HTML error page or a dropped connection says nothing worth showing).
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on any 401 from `api()`; the app redirects to /login. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Leave a 401 to the caller instead of redirecting to /login (the login form itself). */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
}

/**
 * The shared request helper: sends the session cookie, parses JSON, throws ApiError with the server's
 * `error` text, and on any 401 redirects to /login and raises Unauthorized.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  // An answer, whatever it says, proves the server reachable (a failed request proves less: it may be the
  // one request, and the socket, which keeps trying, tells when the server is out of reach).
  reportServerReach(true);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(response.status, MESSAGES.invalidServerResponse);
  }
  if (response.status === 401 && !options.allowUnauthorized) {
    unauthorizedListeners.forEach((listener) => listener());
    throw new ApiError(401, MESSAGES.unauthorized, body);
  }
  if (!response.ok) {
    const record = (body ?? {}) as { error?: unknown; message?: unknown };
    const serverMessage =
      typeof record.error === 'string'
        ? record.error
        : typeof record.message === 'string'
          ? record.message
          : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? (response.statusText || MESSAGES.unexpectedError),
      body,
      serverMessage,
    );
  }
  return body as T;
}
