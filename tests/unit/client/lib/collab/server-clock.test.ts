import { afterEach, describe, expect, it } from 'vitest';
import { heartbeatPong } from '@shared/presence';
import { correctStampClock, stampClockOffset } from '@shared/schema/stamp-clock';
import { notePing, notePong } from '@client/lib/collab/server-clock';

const HOUR = 3_600_000;

afterEach(() => correctStampClock(0));

describe('the server clock learned from heartbeat answers', () => {
  it('dates writes by the server’s time, from the answer with the shortest round trip', () => {
    const device = 10 * HOUR;
    // The server is three hours behind this device; the answer came back after 100 ms.
    notePing(device);
    notePong(heartbeatPong(device - 3 * HOUR + 50), device + 100);
    expect(stampClockOffset()).toBe(-3 * HOUR);
    // A slower answer a second later says less, and is not taken.
    notePing(device + 1_000);
    notePong(heartbeatPong(device + 1_000 - 3 * HOUR + 1_500), device + 3_000);
    expect(stampClockOffset()).toBe(-3 * HOUR);
  });

  it('ignores other messages and an answer to no ping', () => {
    notePing(1_000);
    notePong('mindlane:pong', 1_050);
    notePong('something else', 1_050);
    expect(stampClockOffset()).toBe(0);
    notePong(heartbeatPong(5 * HOUR), 1_060);
    notePong(heartbeatPong(5 * HOUR), 1_070);
    expect(stampClockOffset()).toBe(5 * HOUR - 1_030);
  });
});
