import { cookieHeader, type HttpClient } from './http';

/** A file the signed-in `user` downloads from `path`, with its status and headers, as bytes. */
export async function downloadFile(baseUrl: string, user: HttpClient, path: string) {
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie: cookieHeader(user) } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
