import { WebSocketStatus, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { ConnectionSource } from './connection-monitor';
import { DocumentSession } from './document-session';
import type { LocalStoreFactory } from './local-store';
import { RefCountedPool } from './ref-counted-pool';
import { restoreServerClock } from './server-clock';
import { SocketHeartbeat } from './socket-heartbeat';
import { forgetUnsent, rememberUnsent } from './unsent-documents';

/** Long enough to survive a route change or a strict-mode remount, short enough to free memory soon. */
export const DOCUMENT_GRACE_MS = 1_500;

export interface DocumentRegistryOptions {
  /** Called once, when the first document opens, for the socket all documents share. */
  socket: () => HocuspocusProviderWebsocket;
  localStore?: LocalStoreFactory | null;
  /** Whom a document is opened for (whose device copy it uses), read as it opens; the device's user by default. */
  owner?: () => string | null;
  graceMs?: number;
  localLoadTimeoutMs?: number;
  /**
   * Called once for a document the server said was deleted, with the user it was opened for: what this
   * device keeps of it apart from its copy (which the session deletes) goes too.
   */
  onDeleted?: (name: string, owner: string | undefined) => void;
}

/**
 * The documents open in this tab, one session per name however many components use it. The shared socket
 * connects when the first document opens and disconnects when the last one closes, since an idle socket
 * would only be timed out by the server and reconnect.
 */
export class DocumentRegistry implements ConnectionSource {
  private readonly pool: RefCountedPool<DocumentSession>;
  private readonly listeners = new Set<() => void>();
  private socket: HocuspocusProviderWebsocket | null = null;
  private heartbeat: SocketHeartbeat | null = null;
  /** Whom each open session was opened for: its unsent changes are noted for that user, not whoever is here at its close. */
  private readonly owners = new WeakMap<DocumentSession, string | undefined>();

  constructor(private readonly options: DocumentRegistryOptions) {
    restoreServerClock();
    this.pool = new RefCountedPool(
      (name) => this.open(name),
      (session) => this.closeSession(session),
      options.graceMs ?? DOCUMENT_GRACE_MS,
    );
  }

  /** Takes a use of document `name`, opening it if needed; pair every call with release(name). */
  acquire(name: string): DocumentSession {
    return this.pool.acquire(name);
  }

  /** Gives up one use of `name`; pass the session acquired so a use from before close() is ignored. */
  release(name: string, session?: DocumentSession): void {
    this.pool.release(name, session);
  }

  /** The session for `name` if it is open (or within its grace delay), without taking a use. */
  peek(name: string): DocumentSession | undefined {
    return this.pool.peek(name);
  }

  /** How many components currently use document `name`. */
  users(name: string): number {
    return this.pool.users(name);
  }

  sessions(): DocumentSession[] {
    return this.pool.values();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  documentCount(): number {
    return this.pool.size;
  }

  socketConnected(): boolean {
    return this.socket?.status === WebSocketStatus.Connected;
  }

  socketSilent(): boolean {
    return this.heartbeat?.isSilent() ?? false;
  }

  unsyncedChanges(): number {
    return this.sessions().reduce((sum, session) => sum + session.unsyncedChanges, 0);
  }

  /** Closes every document at once and lets go of the socket (sign-out, tests). */
  close(): void {
    this.pool.clear();
    this.heartbeat?.dispose();
    this.heartbeat = null;
    this.socket?.off('status', this.emit);
    this.socket = null;
  }

  private open(name: string): DocumentSession {
    const socket = this.connectSocket();
    const session = new DocumentSession(name, {
      socket,
      localStore: this.options.localStore ?? null,
      localLoadTimeoutMs: this.options.localLoadTimeoutMs,
    });
    const owner = this.options.owner?.() ?? undefined;
    this.owners.set(session, owner);
    let deleted = false;
    session.subscribe(() => {
      // A refusal settles a document too, but what it holds is still unsent: only an acknowledgement forgets
      // it, or the news that the document was deleted (nobody will ever take those edits).
      if (session.acknowledged || session.deleted) forgetUnsent(name, owner);
      if (session.deleted && !deleted) {
        deleted = true;
        this.options.onDeleted?.(name, owner);
      }
      this.emit();
    });
    this.emit();
    return session;
  }

  /** Notes the open documents with changes not yet sent, so a later visit can still send them. */
  rememberUnsent(): void {
    for (const session of this.sessions()) this.rememberUnsentOf(session);
  }

  private rememberUnsentOf(session: DocumentSession): void {
    rememberUnsent(session.name, session.unsentEdits, this.owners.get(session));
  }

  private closeSession(session: DocumentSession): void {
    this.rememberUnsentOf(session);
    session.destroy();
    if (this.pool.size === 0) this.socket?.disconnect();
    this.emit();
  }

  private connectSocket(): HocuspocusProviderWebsocket {
    if (!this.socket) {
      this.socket = this.options.socket();
      this.socket.on('status', this.emit);
      this.heartbeat = new SocketHeartbeat({
        socket: this.socket,
        target: () =>
          this.sessions()
            .find((session) => session.getState().provider)
            ?.getState().provider ?? null,
        onChange: this.emit,
      });
    }
    if (!this.socket.shouldConnect) {
      // Set before connect(): if the socket is still closing from the idle disconnect, connect() returns
      // early and only this flag makes the close handler reconnect.
      this.socket.shouldConnect = true;
      void this.socket.connect();
    }
    return this.socket;
  }

  private emit = (): void => {
    this.listeners.forEach((listener) => listener());
  };
}
