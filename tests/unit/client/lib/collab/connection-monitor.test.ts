import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionLabel } from '@client/lib/collab/connection-label';
import {
  ConnectionMonitor,
  type ConnectionSource,
  type NetworkSignal,
} from '@client/lib/collab/connection-monitor';

/** A stand-in for the registry and the browser: plain values the test sets, with change notification. */
function world() {
  const listeners = new Set<() => void>();
  const values = { documents: 1, connected: true, silent: false, unsynced: 0, online: true };
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const source: ConnectionSource = {
    subscribe,
    documentCount: () => values.documents,
    socketConnected: () => values.connected,
    socketSilent: () => values.silent,
    unsyncedChanges: () => values.unsynced,
  };
  const network: NetworkSignal = { isOnline: () => values.online, subscribe };
  return {
    source,
    network,
    set(patch: Partial<typeof values>) {
      Object.assign(values, patch);
      notify();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the connection monitor', () => {
  it('is online while the socket is connected', () => {
    const { source, network } = world();
    const monitor = new ConnectionMonitor(source, { network, offlineAfterMs: 1000 });
    expect(monitor.getSnapshot()).toEqual({ state: 'online', unsyncedChanges: 0 });
  });

  it('reconnects first, and calls it offline once the outage lasts', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    const seen: string[] = [];
    monitor.subscribe(() => seen.push(monitor.getSnapshot().state));
    w.set({ connected: false });
    expect(monitor.getSnapshot().state).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(monitor.getSnapshot().state).toBe('reconnecting');
    vi.advanceTimersByTime(1);
    expect(monitor.getSnapshot().state).toBe('offline');
    w.set({ connected: true });
    expect(seen).toEqual(['reconnecting', 'offline', 'online']);
  });

  it('is offline at once when the browser has no network', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    w.set({ online: false, connected: false });
    expect(monitor.getSnapshot().state).toBe('offline');
  });

  it('is offline at once when the browser loses the network, though the socket still looks open', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    w.set({ online: false, unsynced: 2 });
    expect(monitor.getSnapshot()).toEqual({ state: 'offline', unsyncedChanges: 2 });
    w.set({ online: true });
    expect(monitor.getSnapshot().state).toBe('online');
  });

  it('is offline at once when the open socket stops answering, until it hears from the server', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    w.set({ silent: true });
    expect(monitor.getSnapshot().state).toBe('offline');
    w.set({ connected: false });
    expect(monitor.getSnapshot().state).toBe('offline');
    w.set({ connected: true, silent: false });
    expect(monitor.getSnapshot().state).toBe('online');
  });

  it('starts a new outage afresh after being back online', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    w.set({ connected: false });
    vi.advanceTimersByTime(1000);
    w.set({ connected: true });
    vi.advanceTimersByTime(5000);
    w.set({ connected: false });
    expect(monitor.getSnapshot().state).toBe('reconnecting');
  });

  it('follows the browser alone while no document is open', () => {
    const w = world();
    w.set({ documents: 0, connected: false });
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(monitor.getSnapshot().state).toBe('online');
    w.set({ online: false });
    expect(monitor.getSnapshot().state).toBe('offline');
  });

  it('counts unsynced changes and keeps the snapshot while nothing changed', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    let notified = 0;
    monitor.subscribe(() => (notified += 1));
    const before = monitor.getSnapshot();
    w.set({});
    expect(monitor.getSnapshot()).toBe(before);
    w.set({ unsynced: 3 });
    expect(monitor.getSnapshot()).toEqual({ state: 'online', unsyncedChanges: 3 });
    expect(notified).toBe(1);
  });

  it('tells whether the socket reaches the server while the browser says it has a network', () => {
    const w = world();
    const reached: boolean[] = [];
    const report = (value: boolean) => reached.push(value);
    new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000, reach: report });
    expect(reached).toEqual([true]);
    // A socket that dropped may come back: nothing is said until the outage lasts.
    w.set({ connected: false });
    vi.advanceTimersByTime(999);
    expect(reached).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(reached).toEqual([true, false]);
    w.set({ connected: true });
    expect(reached.at(-1)).toBe(true);
    w.set({ silent: true });
    expect(reached.at(-1)).toBe(false);
    w.set({ silent: false });
    expect(reached.at(-1)).toBe(true);
    // The browser's own "no network" is the browser's to say; with no document open the socket says nothing.
    const count = reached.length;
    w.set({ online: false, connected: false });
    vi.advanceTimersByTime(5000);
    w.set({ online: true, documents: 0 });
    vi.advanceTimersByTime(5000);
    expect(reached.length).toBe(count);
  });

  it('stops listening when disposed', () => {
    const w = world();
    const monitor = new ConnectionMonitor(w.source, { network: w.network, offlineAfterMs: 1000 });
    monitor.dispose();
    w.set({ connected: false });
    expect(monitor.getSnapshot().state).toBe('online');
  });
});

describe('the connection pill text', () => {
  it('names each state, with the unsynced count when offline', () => {
    expect(connectionLabel({ state: 'online', unsyncedChanges: 2 })).toBe('Online');
    expect(connectionLabel({ state: 'reconnecting', unsyncedChanges: 0 })).toBe('Reconnecting…');
    expect(connectionLabel({ state: 'reconnecting', unsyncedChanges: 2 })).toBe(
      'Reconnecting… — 2 unsynced changes',
    );
    expect(connectionLabel({ state: 'offline', unsyncedChanges: 0 })).toBe('Offline');
    expect(connectionLabel({ state: 'offline', unsyncedChanges: 1 })).toBe('Offline — 1 unsynced change');
    expect(connectionLabel({ state: 'offline', unsyncedChanges: 4 })).toBe('Offline — 4 unsynced changes');
  });
});
