import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hocuspocus } from '@hocuspocus/server';
import { attachCollab } from '../../server/src/collab/attach';

/**
 * The baseline for bench/sync: Hocuspocus with no extension (no auth, no persistence, no projection),
 * attached to a plain HTTP server exactly as the app attaches it, in a process of its own. Prints the same
 * `{"url": …}` line the app logs when it listens.
 */
const server = http.createServer((_request, response) => response.writeHead(404).end());
const hocuspocus = new Hocuspocus({ quiet: true });
attachCollab(server, hocuspocus, async () => ({}));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ msg: 'Bare relay is running', url: `http://127.0.0.1:${port}` }));
});
