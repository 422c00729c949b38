import type { Extension } from '@hocuspocus/server';
import { HEARTBEAT_PING, heartbeatPong } from '@shared/presence';

/**
 * Answers a client's heartbeat ping on the connection it came from, so the tab knows the socket lives,
 * with the server's clock, which the tab dates its map writes by.
 */
export function createHeartbeatExtension(): Extension {
  return {
    extensionName: 'heartbeat',
    async onStateless({ connection, payload }) {
      if (payload === HEARTBEAT_PING) connection.sendStateless(heartbeatPong(Date.now()));
    },
  };
}
