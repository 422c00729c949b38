import http from 'node:http';
import { expect } from 'vitest';
import type { WorkspaceEvent } from '@shared/api/todos';
import { FN } from './accounts';
import type { HttpClient } from './http';

/**
 * Reads GET {fn}/events on the server at `baseUrl` as a browser's EventSource would, collecting the JSON of
 * each data line; resolves once the stream is answered.
 */
export async function openEventStream(baseUrl: string, client: HttpClient) {
  const received: WorkspaceEvent[] = [];
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const request = http.get(new URL(`${FN}/events`, baseUrl), {
    headers: { cookie, accept: 'text/event-stream' },
  });
  await new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      expect(response.statusCode).toBe(200);
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const line of frames.flatMap((frame) => frame.split('\n'))) {
          if (line.startsWith('data: ')) received.push(JSON.parse(line.slice(6)) as WorkspaceEvent);
        }
      });
      resolve();
    });
    request.on('error', reject);
  });
  return { received, close: () => request.destroy() };
}
