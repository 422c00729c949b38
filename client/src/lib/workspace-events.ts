import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type WorkspaceEvent, workspaceEventSchema } from '@shared/api/todos';
import { FN } from './api-client';

/** `GET {fn}/events`: server-sent events, one JSON object per message (shared/api/todos.ts). */
export const WORKSPACE_EVENTS_PATH = `${FN}/events`;

/** Reconnect schedule after the server closed or refused the stream: doubling from 1 s up to 30 s. */
export const EVENTS_RECONNECT = { minDelay: 1_000, maxDelay: 30_000 };

/** What the stream needs of the browser's EventSource; tests pass their own. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser gave up on the stream (an HTTP error, a wrong content type). */
const CLOSED = 2;

/** 'open' while events arrive; 'connecting' while (re)connecting; 'idle' with nobody listening. */
export type EventStreamStatus = 'idle' | 'connecting' | 'open';

export interface WorkspaceEventStreamOptions {
  url: string;
  create: EventSourceFactory;
  reconnect?: Partial<typeof EVENTS_RECONNECT>;
}

/**
 * One event stream shared by everything in the tab that listens: it opens with the first listener and
 * closes with the last. The browser retries a dropped connection by itself; when it gives up (the server
 * answered an error) the stream opens a new one after a doubling delay. Listeners learn of every open, so
 * they can reload what they may have missed while it was down.
 */
export class WorkspaceEventStream {
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private current: EventStreamStatus = 'idle';
  private readonly eventListeners = new Set<(event: WorkspaceEvent) => void>();
  private readonly statusListeners = new Set<() => void>();
  private readonly reconnect: typeof EVENTS_RECONNECT;

  constructor(private readonly options: WorkspaceEventStreamOptions) {
    this.reconnect = { ...EVENTS_RECONNECT, ...options.reconnect };
  }

  /** Calls `listener` with every valid event; the first listener opens the stream, the last closes it. */
  subscribe(listener: (event: WorkspaceEvent) => void): () => void {
    this.eventListeners.add(listener);
    if (this.current === 'idle') this.connect();
    return () => {
      if (!this.eventListeners.delete(listener)) return;
      if (this.eventListeners.size === 0) this.close();
    };
  }

  status = (): EventStreamStatus => this.current;

  /** Calls `listener` whenever the status changes. */
  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Drops the connection (sign-out, a workspace switch); listeners still subscribed get a new one. */
  restart(): void {
    this.disconnect();
    if (this.eventListeners.size > 0) this.connect();
    else this.setStatus('idle');
  }

  /** Closes the connection and forgets every listener, so nothing reopens it (sign-out). */
  close(): void {
    this.eventListeners.clear();
    this.disconnect();
    this.setStatus('idle');
  }

  private connect(): void {
    this.setStatus('connecting');
    const source = this.options.create(this.options.url);
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      this.failures = 0;
      this.setStatus('open');
    };
    source.onmessage = (message) => {
      if (this.source !== source) return;
      const event = parseEvent(message.data);
      if (event) this.eventListeners.forEach((listener) => listener(event));
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.setStatus('connecting');
      if (source.readyState === CLOSED) this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    this.disconnect();
    const delay = Math.min(this.reconnect.maxDelay, this.reconnect.minDelay * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.eventListeners.size > 0) this.connect();
    }, delay);
  }

  private disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const source = this.source;
    this.source = null;
    if (!source) return;
    source.onopen = source.onmessage = source.onerror = null;
    source.close();
  }

  private setStatus(status: EventStreamStatus): void {
    if (this.current === status) return;
    this.current = status;
    this.statusListeners.forEach((listener) => listener());
  }
}

/** A message's event, or null for anything that is not JSON matching the contract (ignored). */
export function parseEvent(data: unknown): WorkspaceEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = workspaceEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let shared: WorkspaceEventStream | null = null;

/** The tab's one stream of `GET {fn}/events`, sent with the session cookie. */
export function getWorkspaceEvents(): WorkspaceEventStream {
  shared ??= new WorkspaceEventStream({
    url: WORKSPACE_EVENTS_PATH,
    create: (url) => new EventSource(url, { withCredentials: true }),
  });
  return shared;
}

/** Closes the tab's stream (sign-out): the server bound it to the session that opened it. */
export function closeWorkspaceEvents(): void {
  shared?.close();
}

/** Reconnects the tab's stream, e.g. after a workspace switch, whose events the old one does not carry. */
export function restartWorkspaceEvents(): void {
  shared?.restart();
}

export interface WorkspaceEventHandlers {
  onEvent(event: WorkspaceEvent): void;
  /** Called each time the stream (re)opens: reload what may have changed while it was down. */
  onOpen?(): void;
}

/**
 * Listens to the tab's event stream while the component is mounted; returns whether it is open, so a
 * caller can poll instead while it is not.
 */
export function useWorkspaceEvents(handlers: WorkspaceEventHandlers): boolean {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const stream = getWorkspaceEvents();
  const status = useSyncExternalStore(stream.onStatus, stream.status, stream.status);

  useEffect(() => stream.subscribe((event) => latest.current.onEvent(event)), [stream]);
  useEffect(() => {
    if (status === 'open') latest.current.onOpen?.();
  }, [status]);

  return status === 'open';
}
