import type { Extension } from '@hocuspocus/server';
import { HEARTBEAT_PING, HEARTBEAT_PONG } from '@shared/presence';

/** Answers a client's heartbeat ping on the connection it came from, so the tab knows the socket lives. */
export function createHeartbeatExtension(): Extension {
  return {
    extensionName: 'heartbeat',
    async onStateless({ connection, payload }) {
      if (payload === HEARTBEAT_PING) connection.sendStateless(HEARTBEAT_PONG);
    },
  };
}
