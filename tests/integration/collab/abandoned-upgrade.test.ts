import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN } from '../../helpers/accounts';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Asks for a collaboration socket with a session the server no longer knows, and resets the connection
 * before the refusal can be written (as a browser does when it drops the socket of a session that ended).
 */
function abandonedUpgrade(): Promise<void> {
  const { host, port } = new URL(app.url);
  const head = [
    'GET /collab HTTP/1.1',
    `host: ${host}`,
    'upgrade: websocket',
    'connection: upgrade',
    'sec-websocket-version: 13',
    'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==',
    'cookie: mindlane_session=ended-session-0000000000000000',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n`, () => socket.resetAndDestroy());
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('a WebSocket upgrade its client abandons before the refusal', () => {
  it('is dropped without an error escaping the server, which goes on answering', async () => {
    await Promise.all(Array.from({ length: 20 }, abandonedUpgrade));
    // A later request answered proves the refusals were written (or failed) meanwhile.
    for (let round = 0; round < 3; round += 1) {
      const me = await fetch(`${app.url}${FN}/me`);
      expect(me.status).toBe(200);
      await Promise.all(Array.from({ length: 5 }, abandonedUpgrade));
    }
  });
});
