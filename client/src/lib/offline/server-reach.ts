/**
 * Whether the app's own connections reach the server. The browser's `navigator.onLine` only says whether
 * the device has a network: on one that does not lead to the server (a dead Wi-Fi, a captive portal, the
 * server down) it stays true, and a page waiting for the server would wait for ever. The shared socket
 * reports what it finds here, and every REST answer that the server was reached; the last report wins.
 */
let unreachable = false;
const listeners = new Set<() => void>();

/** Says whether a connection just reached the server (an answer, a socket up) or failed to. */
export function reportServerReach(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  listeners.forEach((listener) => listener());
}

export const serverReach = {
  /** True since a connection last failed to reach the server, until one reaches it again. */
  unreachable: (): boolean => unreachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
