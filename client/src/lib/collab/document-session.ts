import { HocuspocusProvider, WebSocketStatus, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { ACCESS_REVOKED_REASON, DOCUMENT_DELETED_REASON, DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import * as Y from 'yjs';
import type { LocalStore, LocalStoreFactory } from './local-store';
import { notePong } from './server-clock';

export type DocumentStatus = 'loading' | 'ready' | 'error';

export interface DocumentState {
  doc: Y.Doc | null;
  provider: HocuspocusProvider | null;
  status: DocumentStatus;
  error: string | null;
  readOnly: boolean;
  /** The device's copies were looked in and hold none of this document: offline it cannot open. */
  notOnDevice: boolean;
}

export const ACCESS_DENIED = 'You do not have access to this document.';
/** The server said the document was deleted (it says so to members of its workspace only). */
export const DOCUMENT_DELETED = 'This document was deleted.';
export const DOCUMENT_CLOSED = 'This document was closed by the server. Reload the page to open it again.';
export const DOCUMENT_TOO_LARGE =
  'This document has reached its size limit, so your latest changes could not be saved.';

/**
 * Hocuspocus only sends its authentication message with a token. The session cookie on the socket is what
 * the server checks (server/src/collab/auth-extension.ts), so any non-empty constant will do.
 */
export const COLLAB_TOKEN = 'session-cookie';

/** Marks the steps of opening a document on the page's timeline (read by bench/map-canvas). */
function mark(step: string, name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`document:${step}`, { detail: name });
}

/** How long the server connection waits for the local copy before syncing without it. */
const LOCAL_LOAD_TIMEOUT_MS = 2_000;

/**
 * Wait before opening again a document the server closed for another reason. At shutdown the server
 * closes every document, waits for them to unload, then closes the sockets: opening again at once would
 * hold the shutdown up; by the time this passes, the socket has usually dropped and reconnects on its own.
 */
const REOPEN_DELAY_MS = 2_000;

export interface DocumentSessionOptions {
  socket: HocuspocusProviderWebsocket;
  localStore: LocalStoreFactory | null;
  localLoadTimeoutMs?: number;
}

/**
 * One open document: a Y.Doc, its local copy and its provider on the shared socket. The local copy is
 * applied first, so the first sync with the server sends only what either side is missing and offline
 * edits from an earlier visit go up in the same handshake.
 */
export class DocumentSession {
  readonly doc = new Y.Doc();
  private provider: HocuspocusProvider | null = null;
  private readonly local: LocalStore | null;
  private readonly listeners = new Set<() => void>();
  private localTimer: ReturnType<typeof setTimeout> | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private knownLocally = false;
  private localChecked = false;
  private serverSynced = false;
  private readOnly = false;
  private error: string | null = null;
  /** Set while re-opening after the server closed the document, cleared by the next sync. */
  private reopening = false;
  private destroyed = false;
  private state: DocumentState;

  constructor(
    readonly name: string,
    private readonly options: DocumentSessionOptions,
  ) {
    mark('open', this.name);
    this.local = options.localStore?.(name, this.doc) ?? null;
    this.state = this.computeState();
    if (!this.local) {
      this.connect();
      return;
    }
    this.localTimer = setTimeout(() => this.connect(), options.localLoadTimeoutMs ?? LOCAL_LOAD_TIMEOUT_MS);
    void this.local.loaded.then(({ known }) => {
      if (this.destroyed) return;
      mark('local-loaded', name);
      this.knownLocally = known;
      this.localChecked = true;
      this.connect();
      this.update();
    });
  }

  getState = (): DocumentState => this.state;

  /** True once the device copy has loaded and holds this document (it opened before, here). */
  get openedFromDevice(): boolean {
    return this.knownLocally;
  }

  /** Calls `listener` when the state or the count of unsynced changes may have changed. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Local changes the server has not acknowledged yet. A read-only or refused document never gets
   * acknowledgements, so its count would only mislead.
   */
  get unsyncedChanges(): number {
    if (!this.provider || this.error || this.readOnly) return 0;
    return this.provider.unsyncedChanges;
  }

  /**
   * Local edits the server has not acknowledged, also when it refused the document: a session that ended
   * (expired, revoked) refuses it too, and those edits wait in the device copy for the owner's return. A
   * read-only document's never go anywhere.
   */
  get unsentEdits(): number {
    if (!this.provider || this.readOnly || this.deleted) return 0;
    return this.provider.unsyncedChanges;
  }

  /**
   * True once the server said the document was deleted: nothing of it will ever be taken, and its device
   * copy is being deleted.
   */
  get deleted(): boolean {
    return this.error === DOCUMENT_DELETED;
  }

  /** True once the server acknowledged everything this copy holds (settled, and not by a refusal). */
  get acknowledged(): boolean {
    return this.error === null && this.settled;
  }

  /**
   * True once the server has everything this copy holds: synced and every change acknowledged (the
   * local copy's own offline edits go up in the sync). A refused or read-only document has nothing the
   * server would take, so it counts as settled too. Not before the device copy has loaded: the server
   * connection does not wait for a slow copy, and the edits it holds go up only once it is applied.
   */
  get settled(): boolean {
    if (this.error || this.readOnly) return true;
    const provider = this.provider;
    return (
      provider !== null &&
      (this.local === null || this.localChecked) &&
      this.serverSynced &&
      provider.isAuthenticated &&
      provider.unsyncedChanges === 0 &&
      this.options.socket.status === WebSocketStatus.Connected
    );
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.localTimer) clearTimeout(this.localTimer);
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.provider?.destroy();
    void this.local?.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }

  private connect(): void {
    if (this.localTimer) clearTimeout(this.localTimer);
    this.localTimer = null;
    if (this.provider || this.destroyed) return;
    mark('connect', this.name);
    const socket = this.options.socket;
    this.provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: this.name,
      document: this.doc,
      token: COLLAB_TOKEN,
      onAuthenticated: ({ scope }) => {
        mark('authenticated', this.name);
        this.readOnly = scope === 'readonly';
        this.error = null;
        this.update();
      },
      onAuthenticationFailed: ({ reason }) => {
        if (reason === DOCUMENT_DELETED_REASON) this.markDeleted();
        else this.error = ACCESS_DENIED;
        this.update();
      },
      onSynced: ({ state }) => {
        if (!state) return;
        if (!this.serverSynced) mark('synced', this.name);
        this.serverSynced = true;
        this.reopening = false;
        this.local?.markSynced();
        this.update();
      },
      onClose: ({ event }) => {
        // With the socket down, the socket reconnects and authenticates every document again by itself.
        // With it up, the server closed this one document.
        if (socket.status !== WebSocketStatus.Connected) return;
        if (event.reason === ACCESS_REVOKED_REASON) this.error = ACCESS_DENIED;
        else if (event.reason === DOCUMENT_DELETED_REASON) this.markDeleted();
        else if (event.reason === DOCUMENT_TOO_LARGE_REASON) this.error = DOCUMENT_TOO_LARGE;
        else this.scheduleReopen();
        this.update();
      },
      onUnsyncedChanges: () => this.notify(),
      onStateless: ({ payload }) => notePong(payload),
    });
    this.local?.serverUpdatesFrom(this.provider);
    this.provider.attach();
    this.update();
  }

  /** The document was deleted: its device copy goes, with every edit it held that no one will take. */
  private markDeleted(): void {
    if (this.deleted) return;
    this.error = DOCUMENT_DELETED;
    void this.local?.forget();
  }

  /** Authenticates the document again, after a while, to learn why it was closed (deleted, shutdown…). */
  private scheduleReopen(): void {
    if (this.reopening) {
      // Closed again before a sync: stop, rather than loop against a server that keeps closing it.
      this.error = DOCUMENT_CLOSED;
      return;
    }
    this.reopening = true;
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      const provider = this.provider;
      // A socket that reconnected meanwhile has authenticated the document again by itself.
      if (this.destroyed || !provider || provider.isAuthenticated) return;
      if (this.options.socket.status !== WebSocketStatus.Connected) return;
      void provider.sendToken().then(() => {
        if (!this.destroyed) provider.startSync();
      });
    }, REOPEN_DELAY_MS);
  }

  private computeState(): DocumentState {
    const status: DocumentStatus = this.error
      ? 'error'
      : this.serverSynced || this.knownLocally
        ? 'ready'
        : 'loading';
    // Without IndexedDB there is no device copy to look in, and none to find.
    const notOnDevice = status === 'loading' && (this.local === null || this.localChecked);
    return {
      doc: this.doc,
      provider: this.provider,
      status,
      error: this.error,
      readOnly: this.readOnly,
      notOnDevice,
    };
  }

  private update(): void {
    if (this.destroyed) return;
    const next = this.computeState();
    const previous = this.state;
    if (
      next.provider !== previous.provider ||
      next.status !== previous.status ||
      next.error !== previous.error ||
      next.readOnly !== previous.readOnly ||
      next.notOnDevice !== previous.notOnDevice
    ) {
      this.state = next;
    }
    this.notify();
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
