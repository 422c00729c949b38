import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAMS_PER_USER, TOO_MANY_EVENT_STREAMS } from '@shared/api/todos';
import { FN, signUp } from '../../helpers/accounts';
import { eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Opens GET {fn}/events as a browser's EventSource would; resolves once the stream is answered 200. */
function openStream(client: HttpClient): Promise<http.ClientRequest> {
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const request = http.get(new URL(`${FN}/events`, app.url), {
    headers: { cookie, accept: 'text/event-stream' },
  });
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      if (response.statusCode === 200) resolve(request);
      else reject(new Error(`The stream was answered ${response.statusCode}`));
    });
    request.on('error', reject);
  });
}

describe('GET {fn}/events', () => {
  it('holds at most ten streams open per user, refusing the next with 429 until one closes', async () => {
    expect(EVENT_STREAMS_PER_USER).toBe(10);
    const user = await signUp(app.url);
    const streams = await Promise.all(Array.from({ length: EVENT_STREAMS_PER_USER }, () => openStream(user)));
    try {
      expect(await user.get(`${FN}/events`)).toMatchObject({
        status: 429,
        body: { error: TOO_MANY_EVENT_STREAMS },
      });
      // Another user has streams of their own.
      const other = await signUp(app.url);
      (await openStream(other)).destroy();

      streams.pop()!.destroy();
      streams.push(await eventually(() => openStream(user).catch(() => undefined)));
    } finally {
      for (const stream of streams) stream.destroy();
    }
  });
});
