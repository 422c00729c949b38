import { ApiError } from './api-client';

/** The server's own `error` (or `message`) text of a failed call, if it sent one. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as { error?: unknown; message?: unknown };
  if (typeof body.error === 'string' && body.error) return body.error;
  if (typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}

/** The text to show for a failed call: the server's message, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}
