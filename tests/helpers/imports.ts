import { cookieHeader, readAnswer, type HttpClient, type HttpResponse } from './http';

/** Sends `body` to POST /api/imports as `user`, as the browser's Import button does. */
export async function importFile(
  user: HttpClient,
  query: string,
  body: Uint8Array | string,
  type = 'application/octet-stream',
): Promise<HttpResponse<any>> {
  const path = `/api/imports?${query}`;
  const response = await fetch(new URL(path, user.baseUrl), {
    method: 'POST',
    headers: {
      origin: new URL(user.baseUrl).origin,
      cookie: cookieHeader(user),
      'content-type': type,
    },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  return readAnswer(user.baseUrl, 'POST', path, response);
}

/** A node as GET /nodes answers it (what the import tests compare). */
export interface NodeRow {
  id: string;
  parentId: string | null;
  label: string;
  description: string;
  link: string | null;
  x: number;
  y: number;
}
