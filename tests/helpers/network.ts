import type { Page, WebSocketRoute } from 'playwright-core';

/**
 * Lets a test cut a page's connection to the server. Chromium's offline emulation leaves open WebSockets
 * alone, so the collaboration socket is routed through Playwright and closed while offline (and refused on
 * every reconnect attempt), as a dropped network would.
 */
export async function cuttableNetwork(page: Page) {
  let offline = false;
  const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.context().routeWebSocket(/\/collab$/, (socket) => {
    if (offline) {
      void socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    open.push({ page: socket, server: socket.connectToServer() });
  });
  return {
    async goOffline() {
      offline = true;
      await page.context().setOffline(true);
      for (const { page: pageSide, server } of open.splice(0)) {
        await server.close({ code: 1001, reason: 'offline' });
        await pageSide.close({ code: 1001, reason: 'offline' });
      }
    },
    async goOnline() {
      offline = false;
      await page.context().setOffline(false);
    },
  };
}
