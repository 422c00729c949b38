import { expect } from 'vitest';
import { verifyEmail } from './accounts';
import { readAnswer, type HttpClient, type HttpResponse } from './http';

export interface TokenOptions {
  name?: string;
  workspaceId: string;
  scope?: 'read' | 'read-write';
  expiresInDays?: number | null;
}

/**
 * Creates a personal API token through the session-only route (verifying the account's address first, as
 * creating a token requires) and returns its secret and id.
 */
export async function createToken(
  client: HttpClient & { email: string },
  { name = 'script', workspaceId, scope = 'read-write', expiresInDays }: TokenOptions,
): Promise<{ id: string; secret: string }> {
  await verifyEmail(client);
  const response = await client.post('/api/tokens', { name, workspaceId, scope, expiresInDays });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.token.id as string, secret: response.body.secret as string };
}

/**
 * An HTTP client that behaves like a script: it sends `Authorization: Bearer`, no cookie, and no Origin
 * unless given one. Every JSON answer is checked against the served API document (documented-answers.ts).
 */
export function createBearerClient(baseUrl: string, secret: string, options: { origin?: string } = {}) {
  async function request<T = any>(method: string, path: string, body?: unknown): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
    if (options.origin) headers.origin = options.origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return readAnswer<T>(baseUrl, method, path, response);
  }
  return {
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
    put: <T = any>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
    request,
  };
}

export type BearerClient = ReturnType<typeof createBearerClient>;
