import { WebSocketStatus, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_PING } from '@shared/presence';
import { SocketHeartbeat } from '@client/lib/collab/socket-heartbeat';

/** A socket with the parts the heartbeat uses: status, its events, and the forced close. */
function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    status: WebSocketStatus.Connected as WebSocketStatus,
    closed: 0,
    on(event: string, handler: (payload: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: (payload: unknown) => void) {
      handlers.get(event)?.delete(handler);
    },
    emit(event: string, payload: unknown) {
      handlers.get(event)?.forEach((handler) => handler(payload));
    },
    onClose() {
      socket.closed += 1;
      socket.status = WebSocketStatus.Disconnected;
    },
  };
  return socket;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the socket heartbeat', () => {
  it('pings every second while the socket answers, and stays quiet about it', () => {
    const socket = fakeSocket();
    const sent: string[] = [];
    const onChange = vi.fn();
    const heartbeat = new SocketHeartbeat({
      socket: socket as unknown as HocuspocusProviderWebsocket,
      target: () => ({ sendStateless: (payload) => sent.push(payload) }),
      onChange,
    });
    for (let second = 0; second < 10; second += 1) {
      vi.advanceTimersByTime(1_000);
      socket.emit('message', {});
    }
    expect(sent).toEqual(Array(10).fill(HEARTBEAT_PING));
    expect(heartbeat.isSilent()).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    heartbeat.dispose();
  });

  it('calls an open socket silent within four seconds of its last word, closes it after ten, and clears on the next word', () => {
    const socket = fakeSocket();
    const onChange = vi.fn();
    const heartbeat = new SocketHeartbeat({
      socket: socket as unknown as HocuspocusProviderWebsocket,
      target: () => null,
      onChange,
    });
    socket.emit('message', {});
    vi.advanceTimersByTime(3_000);
    expect(heartbeat.isSilent()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(heartbeat.isSilent()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(socket.closed).toBe(0);
    vi.advanceTimersByTime(7_000);
    expect(socket.closed).toBe(1);
    socket.status = WebSocketStatus.Connected;
    socket.emit('status', { status: WebSocketStatus.Connected });
    expect(heartbeat.isSilent()).toBe(false);
    heartbeat.dispose();
  });
});
