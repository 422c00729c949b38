import net from 'node:net';
import { pipeline } from 'node:stream';

/**
 * A loopback TCP relay to Redis that can be cut (every connection dropped, new ones refused) and healed,
 * as the network between one instance and Redis fails and comes back.
 */
export async function cuttableRelay(target: URL) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    // A leg that fails takes the other with it, as on one TCP path. With plain pipes, the client writing
    // after Redis closed its side (commands ioredis sends after a QUIT, once its ready check is answered)
    // failed the upstream leg and left the client leg unread: its close was never seen, and close()
    // waited for it forever.
    pipeline(client, upstream, () => undefined);
    pipeline(upstream, client, () => undefined);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut() {
      server.close();
      open.forEach((socket) => socket.destroy());
    },
    heal: () => listen(port),
    /** How many sockets (either side) the relay holds open. */
    connections: () => open.size,
    /** Stops listening; resolves once every connection through the relay has closed. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
