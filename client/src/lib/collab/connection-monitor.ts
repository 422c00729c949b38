export type ConnectionState = 'online' | 'offline' | 'reconnecting';

export interface ConnectionStatus {
  state: ConnectionState;
  /** Local changes, across all open documents, that the server has not acknowledged yet. */
  unsyncedChanges: number;
}

/** What the monitor watches: the open documents and their shared socket (DocumentRegistry). */
export interface ConnectionSource {
  subscribe(listener: () => void): () => void;
  documentCount(): number;
  socketConnected(): boolean;
  /** True while the socket looks open but has stopped answering (socket-heartbeat.ts). */
  socketSilent(): boolean;
  unsyncedChanges(): number;
}

/** The browser's own idea of the network (navigator.onLine and its events). */
export interface NetworkSignal {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
}

/** After this long without the server, "Reconnecting…" becomes "Offline". */
export const OFFLINE_AFTER_MS = 4_000;

export const browserNetwork: NetworkSignal = {
  // Node has a navigator without onLine: only an explicit false means offline.
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

export interface ConnectionMonitorOptions {
  offlineAfterMs?: number;
  network?: NetworkSignal;
  /**
   * Told what the socket finds while the browser says it has a network: the server reached while the
   * socket is up, not reached once it has been lost for `offlineAfterMs` or stopped answering.
   */
  reach?: (reached: boolean) => void;
}

/**
 * The connection state shown to the user: offline as soon as the browser reports no network or the
 * socket stops answering pings (an open socket on a dead network can look up for half a minute);
 * otherwise online while the socket is up, reconnecting for a short while after it dropped, and offline
 * once that lasts. With no document open there is nothing to sync, so only the browser's network counts.
 */
export class ConnectionMonitor {
  private readonly listeners = new Set<() => void>();
  private readonly offlineAfterMs: number;
  private readonly network: NetworkSignal;
  private readonly reach: (reached: boolean) => void;
  private readonly stop: Array<() => void>;
  private lostAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private snapshot: ConnectionStatus;

  constructor(
    private readonly source: ConnectionSource,
    options: ConnectionMonitorOptions = {},
  ) {
    this.offlineAfterMs = options.offlineAfterMs ?? OFFLINE_AFTER_MS;
    this.network = options.network ?? browserNetwork;
    this.reach = options.reach ?? (() => undefined);
    this.snapshot = this.compute();
    this.stop = [source.subscribe(this.refresh), this.network.subscribe(this.refresh)];
  }

  getSnapshot = (): ConnectionStatus => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    this.stop.forEach((unsubscribe) => unsubscribe());
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }

  private refresh = (): void => {
    const next = this.compute();
    if (next.state === this.snapshot.state && next.unsyncedChanges === this.snapshot.unsyncedChanges) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  };

  private compute(): ConnectionStatus {
    const unsyncedChanges = this.source.unsyncedChanges();
    const online = this.network.isOnline();
    if (this.source.documentCount() === 0) {
      this.markConnected();
      return { state: online ? 'online' : 'offline', unsyncedChanges };
    }
    if (!online) {
      this.markConnected();
      return { state: 'offline', unsyncedChanges };
    }
    if (this.source.socketSilent()) {
      this.markConnected();
      this.reach(false);
      return { state: 'offline', unsyncedChanges };
    }
    if (this.source.socketConnected()) {
      this.markConnected();
      this.reach(true);
      return { state: 'online', unsyncedChanges };
    }
    const lostAt = this.markLost();
    const lasting = Date.now() - lostAt >= this.offlineAfterMs;
    if (lasting) this.reach(false);
    return { state: lasting ? 'offline' : 'reconnecting', unsyncedChanges };
  }

  private markConnected(): void {
    this.lostAt = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private markLost(): number {
    if (this.lostAt === null) {
      this.lostAt = Date.now();
      this.timer = setTimeout(() => {
        this.timer = null;
        this.refresh();
      }, this.offlineAfterMs);
    }
    return this.lostAt;
  }
}
