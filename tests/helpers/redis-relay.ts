import net from 'node:net';

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
    client.pipe(upstream).pipe(client);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
