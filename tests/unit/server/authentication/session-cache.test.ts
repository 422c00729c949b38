import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '@server/plugins/app/authentication/session-cache';

/** A stand-in app: an access version and a clock the test moves. */
function fakeApp() {
  const state = { version: '1' as string | null, now: Date.parse('2026-01-01T00:00:00Z') };
  const app = {
    accessVersion: { current: async () => state.version },
    clock: { now: () => new Date(state.now) },
  } as unknown as FastifyInstance;
  return { app, state };
}

/** A loader that counts its calls and gives a session expiring at `expiresAt`. */
function loader(value: string, expiresAt: number) {
  const counter = { calls: 0 };
  const load = async () => {
    counter.calls += 1;
    return { value, expiresAt: new Date(expiresAt) };
  };
  return { counter, load };
}

describe('createSessionCache', () => {
  it('answers a kept session while the access version holds, and reads it again once the version moves', async () => {
    const { app, state } = fakeApp();
    const sessions = createSessionCache<string>(app);
    const { counter, load } = loader('alice', state.now + 60 * 60 * 1000);
    expect(await sessions.resolve('token-a', load)).toBe('alice');
    expect(await sessions.resolve('token-a', load)).toBe('alice');
    expect(counter.calls).toBe(1);
    state.version = '2';
    expect(await sessions.resolve('token-a', load)).toBe('alice');
    expect(counter.calls).toBe(2);
  });

  it('reads a session again once it expires by the clock, or after five minutes however long it runs', async () => {
    const { app, state } = fakeApp();
    const sessions = createSessionCache<string>(app);
    const short = loader('short', state.now + 1_000);
    const long = loader('long', state.now + 24 * 60 * 60 * 1000);
    await sessions.resolve('short', short.load);
    await sessions.resolve('long', long.load);
    state.now += 1_000;
    await sessions.resolve('short', short.load);
    await sessions.resolve('long', long.load);
    expect([short.counter.calls, long.counter.calls]).toEqual([2, 1]);
    state.now += 5 * 60 * 1000;
    await sessions.resolve('long', long.load);
    expect(long.counter.calls).toBe(2);
  });

  it('keeps nothing when the access version cannot be read, nor a session that is not found', async () => {
    const { app, state } = fakeApp();
    const sessions = createSessionCache<string>(app);
    const { counter, load } = loader('alice', state.now + 60 * 60 * 1000);
    state.version = null;
    expect(await sessions.resolve('token-a', load)).toBe('alice');
    state.version = '1';
    await sessions.resolve('token-a', load);
    expect(counter.calls).toBe(2);
    let misses = 0;
    const missing = async () => {
      misses += 1;
      return null;
    };
    expect(await sessions.resolve('token-b', missing)).toBeNull();
    expect(await sessions.resolve('token-b', missing)).toBeNull();
    expect(misses).toBe(2);
  });

  it('keeps at most 10,000 sessions, the longest kept going first', async () => {
    const { app, state } = fakeApp();
    const sessions = createSessionCache<string>(app);
    const { counter, load } = loader('someone', state.now + 60 * 60 * 1000);
    for (let index = 0; index <= 10_000; index += 1) await sessions.resolve(`token-${index}`, load);
    await sessions.resolve('token-10000', load);
    await sessions.resolve('token-1', load);
    expect(counter.calls).toBe(10_001);
    await sessions.resolve('token-0', load);
    expect(counter.calls).toBe(10_002);
    // Read just before, token-1 was still the longest kept, so token-0 pushed it out.
    await sessions.resolve('token-1', load);
    expect(counter.calls).toBe(10_003);
  });
});
