import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceEvent } from '@shared/api/todos';
import { type EventSourceLike, parseEvent, WorkspaceEventStream } from '@client/lib/workspace-events';

/** A stand-in for the browser's EventSource that the test drives: open, deliver, fail, give up. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  deliver(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** A dropped connection the browser retries by itself. */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** An error answer: the browser gives up and only a new EventSource connects again. */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = 2;
    this.closed = true;
  }
}

function stream() {
  const sources: FakeSource[] = [];
  const events = new WorkspaceEventStream({
    url: '/.netlify/functions/events',
    create: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    reconnect: { minDelay: 1_000, maxDelay: 4_000 },
  });
  return { events, sources, last: () => sources[sources.length - 1]! };
}

const progress = { type: 'list-progress', list_id: 'l1', total: 3, done: 1 } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the workspace event stream', () => {
  it('opens one connection however many listen, and closes it with the last listener', () => {
    const { events, sources } = stream();
    const first: WorkspaceEvent[] = [];
    const second: WorkspaceEvent[] = [];
    const stopFirst = events.subscribe((event) => first.push(event));
    const stopSecond = events.subscribe((event) => second.push(event));
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/.netlify/functions/events');

    sources[0]!.open();
    sources[0]!.deliver(JSON.stringify(progress));
    expect(first).toEqual([progress]);
    expect(second).toEqual([progress]);

    stopFirst();
    expect(sources[0]!.closed).toBe(false);
    stopSecond();
    expect(sources[0]!.closed).toBe(true);
    expect(events.status()).toBe('idle');
  });

  it('passes on only messages that match the contract', () => {
    const { events, last } = stream();
    const seen: WorkspaceEvent[] = [];
    events.subscribe((event) => seen.push(event));
    last().open();
    last().deliver('not json');
    last().deliver(JSON.stringify({ type: 'list-progress', list_id: 'l1' }));
    last().deliver(JSON.stringify({ type: 'something-else' }));
    last().deliver(JSON.stringify({ type: 'notification' }));
    expect(seen).toEqual([{ type: 'notification' }]);
  });

  it('reports its status and every reopening', () => {
    const { events, last } = stream();
    const statuses: string[] = [];
    events.onStatus(() => statuses.push(events.status()));
    events.subscribe(() => undefined);
    last().open();
    last().drop();
    last().open();
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('leaves a dropped connection to the browser, and reconnects with a doubling delay after a refusal', () => {
    const { events, sources, last } = stream();
    events.subscribe(() => undefined);
    last().open();
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);

    last().refuse();
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);

    last().refuse();
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);

    last().refuse();
    vi.advanceTimersByTime(4_000);
    last().refuse();
    vi.advanceTimersByTime(4_000);
    expect(sources).toHaveLength(5);

    // An open resets the schedule.
    last().open();
    last().refuse();
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(6);
  });

  it('stays closed after close(): no retry, no events, until someone subscribes again', () => {
    const { events, sources, last } = stream();
    const seen: WorkspaceEvent[] = [];
    events.subscribe((event) => seen.push(event));
    last().open();
    const closedSource = last();
    last().refuse();
    events.close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    closedSource.deliver(JSON.stringify({ type: 'notification' }));
    expect(seen).toEqual([]);
    expect(events.status()).toBe('idle');

    events.subscribe((event) => seen.push(event));
    expect(sources).toHaveLength(2);
  });

  it('restart() replaces the connection for the listeners it has', () => {
    const { events, sources, last } = stream();
    const seen: WorkspaceEvent[] = [];
    events.subscribe((event) => seen.push(event));
    const old = last();
    old.open();
    events.restart();
    expect(old.closed).toBe(true);
    expect(sources).toHaveLength(2);
    old.deliver(JSON.stringify({ type: 'notification' }));
    last().open();
    last().deliver(JSON.stringify({ type: 'notification' }));
    expect(seen).toEqual([{ type: 'notification' }]);
  });
});

describe('parseEvent', () => {
  it('reads both kinds of event and nothing else', () => {
    expect(parseEvent(JSON.stringify(progress))).toEqual(progress);
    expect(parseEvent(JSON.stringify({ type: 'notification' }))).toEqual({ type: 'notification' });
    expect(parseEvent('')).toBeNull();
    expect(parseEvent(undefined)).toBeNull();
    expect(parseEvent(JSON.stringify([progress]))).toBeNull();
  });
});
