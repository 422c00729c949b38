import { describe, expect, it } from 'vitest';
import { signInRetryAt } from '@server/plugins/app/sessions/sign-in-throttle';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
/** `count` failures, newest first, one millisecond apart, the newest at `newest`. */
const failures = (count: number, newest: number) => Array.from({ length: count }, (_, i) => at(newest - i));

describe('signInRetryAt', () => {
  it('refuses nothing on an account without a delay, even when its newest failure is later than now', () => {
    // Attempts sent together each read the clock, then wait for the account's lock in turn: one that
    // read the clock earlier can find the failure of one that read it later.
    const recent = { fromAddress: failures(3, 5), onAccount: failures(9, 5) };
    expect(signInRetryAt(recent, at(0))).toBeUndefined();
  });

  it('refuses an address at its tenth failure until that failure leaves the window', () => {
    const recent = { fromAddress: failures(10, 100), onAccount: failures(10, 100) };
    expect(signInRetryAt(recent, at(100))).toEqual(at(91 + 15 * 60_000));
  });

  it('makes an address that failed on an account with ten failures wait a second after the newest', () => {
    const recent = { fromAddress: failures(1, 100), onAccount: failures(10, 100) };
    expect(signInRetryAt(recent, at(100))).toEqual(at(1_100));
    expect(signInRetryAt(recent, at(1_100))).toBeUndefined();
    expect(signInRetryAt({ fromAddress: [], onAccount: failures(10, 100) }, at(100))).toBeUndefined();
  });
});
