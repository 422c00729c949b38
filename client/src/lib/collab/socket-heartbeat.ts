import { WebSocketStatus, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { HEARTBEAT_PING } from '@shared/presence';
import { notePing } from './server-clock';

/** A visible tab pings this often; the server answers each ping (server/src/collab/heartbeat-extension.ts). */
export const HEARTBEAT_INTERVAL_MS = 1_000;
/** An open socket that has said nothing for this long, while pinged, counts as lost. */
export const SILENT_AFTER_MS = 3_000;
/**
 * A silent socket is closed (so that the provider reconnects) only after this long: a server busy with a
 * big document can be slow to answer for a few seconds, and closing then would only start the sync over.
 */
export const CLOSE_AFTER_MS = 10_000;

/** Where pings go: any open document's provider (a ping travels on the socket they all share). */
export interface PingTarget {
  sendStateless(payload: string): void;
}

export interface SocketHeartbeatOptions {
  socket: HocuspocusProviderWebsocket;
  /** A provider to send the ping through, or null while no document is attached. */
  target: () => PingTarget | null;
  onChange: () => void;
  intervalMs?: number;
  silentAfterMs?: number;
  closeAfterMs?: number;
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * Tells an open socket that went silent from one that is merely idle. While the page is visible it
 * pings the server every second; an open socket that has heard nothing for three seconds is silent (the
 * pill says offline), and one silent for ten is closed so that the provider reconnects. Hidden tabs do not ping (their timers are throttled, and a
 * hidden tab's user is not looking at the pill); on becoming visible the clock starts over.
 */
export class SocketHeartbeat {
  private readonly intervalMs: number;
  private readonly silentAfterMs: number;
  private readonly closeAfterMs: number;
  private heardAt = Date.now();
  private silent = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: SocketHeartbeatOptions) {
    this.intervalMs = options.intervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.silentAfterMs = options.silentAfterMs ?? SILENT_AFTER_MS;
    this.closeAfterMs = options.closeAfterMs ?? CLOSE_AFTER_MS;
    options.socket.on('message', this.heard);
    options.socket.on('status', this.onStatus);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    this.timer = setInterval(this.tick, this.intervalMs);
  }

  /** True from the moment an open socket is found silent until it hears from the server again. */
  isSilent(): boolean {
    return this.silent;
  }

  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.options.socket.off('message', this.heard);
    this.options.socket.off('status', this.onStatus);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private heard = (): void => {
    this.heardAt = Date.now();
    this.setSilent(false);
  };

  private onStatus = ({ status }: { status: WebSocketStatus }): void => {
    // A fresh connection starts its own clock; "connected" is only reported once the server spoke.
    if (status === WebSocketStatus.Connected) this.heard();
  };

  private onVisibility = (): void => {
    if (!pageVisible()) return;
    this.heardAt = Math.max(this.heardAt, Date.now() - this.intervalMs);
    this.tick();
  };

  private tick = (): void => {
    const { socket } = this.options;
    if (!pageVisible() || socket.status !== WebSocketStatus.Connected) return;
    const quiet = Date.now() - this.heardAt;
    if (quiet > this.closeAfterMs) {
      // The provider's own check would wait 30 s; closing now makes it reconnect with its backoff.
      socket.onClose({ event: { code: 4408, reason: 'No answer to heartbeat' } });
      return;
    }
    if (quiet > this.silentAfterMs) this.setSilent(true);
    const target = this.options.target();
    if (!target) return;
    notePing();
    target.sendStateless(HEARTBEAT_PING);
  };

  private setSilent(silent: boolean): void {
    if (this.silent === silent) return;
    this.silent = silent;
    this.options.onChange();
  }
}
