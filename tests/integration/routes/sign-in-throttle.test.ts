import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../helpers/clock';
import { createHttpClient, type HttpResponse } from '../../helpers/http';
import { FN, PASSWORD, signUp, uniqueEmail } from '../../helpers/accounts';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';

const clock = createTestClock();
let proxied: TestApp;
beforeAll(async () => {
  // Sign-ins come through a trusted proxy on loopback, on behalf of the address in X-Forwarded-For.
  proxied = await startTestApp({ clock, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => proxied?.close());

/** A sign-in sent through the trusted proxy on behalf of `address`. */
const signInFrom = (address: string, email: string, password: string, url = proxied.url) =>
  createHttpClient(url).request('POST', `${FN}/login`, { email, password }, { 'x-forwarded-for': address });

/** How many answers had each status. */
const tally = (answers: HttpResponse[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** `count` wrong passwords from `address`, all at once. */
const burst = (address: string, email: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => signInFrom(address, email, 'wrong-password')));

/** Ten failures on the account from five addresses, none of them near its own limit. */
async function underAttack(email: string) {
  for (let host = 1; host <= 5; host += 1)
    for (let i = 0; i < 2; i += 1)
      expect((await signInFrom(`203.0.113.${host}`, email, 'wrong-password')).status).toBe(401);
}

describe('sign-in throttling per address', () => {
  it('gives sixteen wrong passwords sent at once from one address ten answers and refuses the rest', async () => {
    const { email } = await signUp(proxied.url);
    const answers = await burst('198.51.100.10', email, 16);
    expect(tally(answers)).toEqual({ 401: 10, 429: 6 });
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const { email } = await signUp(proxied.url);
    for (let host = 1; host <= 10; host += 1)
      expect((await signInFrom(`2001:db8:5:6::${host.toString(16)}`, email, 'wrong-password')).status).toBe(
        401,
      );
    expect((await signInFrom('2001:db8:5:6:ffff:1:2:3', email, PASSWORD)).status).toBe(429);
    // The next /64 is another subscriber, whose password is checked.
    expect((await signInFrom('2001:db8:5:7::1', email, PASSWORD)).status).toBe(200);
  });

  it('lets the owner sign in from another address after twenty wrong passwords from one address', async () => {
    const { email } = await signUp(proxied.url);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await signInFrom('198.51.100.1', email, 'wrong-password')).status);
    expect([statuses[0], statuses.at(-1)]).toEqual([401, 429]);
    const stranger = await signInFrom('198.51.100.1', email, PASSWORD);
    expect(stranger).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Too many attempts/) },
    });
    expect(stranger.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signInFrom('198.51.100.2', email, PASSWORD)).status).toBe(200);
  });
});

describe('sign-in throttling across the addresses of an account', () => {
  it('gives a new address one guess on an account under attack, even when it sends ten at once', async () => {
    const { email } = await signUp(proxied.url);
    await underAttack(email);
    const answers = await burst('203.0.113.60', email, 10);
    expect(tally(answers)).toEqual({ 401: 1, 429: 9 });
    // The eleventh failure: 2 s after it.
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ error: 'Too many attempts. Please try again in 2 seconds.' });
    expect(refused.headers.get('retry-after')).toBe('2');
  });

  it('makes the addresses that failed wait longer with each failure on the account, doubling from 1 s', async () => {
    const { email } = await signUp(proxied.url);
    await underAttack(email);
    const waits: string[] = [];
    for (let failure = 11; failure <= 20; failure += 1) {
      const refused = await signInFrom('203.0.113.1', email, PASSWORD);
      expect(refused.status).toBe(429);
      waits.push(refused.headers.get('retry-after')!);
      clock.advance(Number(refused.headers.get('retry-after')) * 1000);
      // Another failing address guesses once the wait is over: every address's failure makes it longer.
      const host = failure % 2 === 0 ? 2 : 3;
      expect((await signInFrom(`203.0.113.${host}`, email, 'wrong-password')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512']);
  });

  it('makes them wait at most 15 minutes, however many addresses fail', async () => {
    const { email } = await signUp(proxied.url);
    await underAttack(email);
    for (let host = 100; host < 115; host += 1)
      expect((await signInFrom(`198.51.100.${host}`, email, 'wrong-password')).status).toBe(401);
    const refused = await signInFrom('203.0.113.1', email, PASSWORD);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Please try again in 15 minutes.' },
    });
    expect(refused.headers.get('retry-after')).toBe('900');
  });

  it('never refuses the right password from an address that has not failed on the account', async () => {
    const { email } = await signUp(proxied.url);
    await underAttack(email);
    for (let i = 0; i < 10; i += 1) await burst(`198.51.100.${100 + i}`, email, 3);
    expect((await signInFrom('203.0.113.1', email, PASSWORD)).status).toBe(429);
    // The owner, from an address without a failure there, signs in, and again: a success is not a failure.
    expect((await signInFrom('192.0.2.7', email, PASSWORD)).status).toBe(200);
    expect((await signInFrom('192.0.2.7', email, PASSWORD)).status).toBe(200);
  });

  it('refuses guesses at an unknown account the same way', async () => {
    const email = uniqueEmail('ghost');
    await underAttack(email);
    expect(tally(await burst('203.0.113.70', email, 5))).toEqual({ 401: 1, 429: 4 });
  });
});

// Two instances on one database need Redis too (server/src/db/instance-guard.ts).
const sharedServices = process.env.TEST_DATABASE_URL && process.env.REDIS_URL;

describe.skipIf(!sharedServices)('sign-in throttling on two instances sharing the database', () => {
  it('gives sixteen wrong passwords sent at once to both instances ten answers in all', async () => {
    const first = await startTestApp({ env: { TRUST_PROXY: 'loopback', REDIS_URL: process.env.REDIS_URL! } });
    const second = await startAnotherInstance(first);
    try {
      const { email } = await signUp(first.url);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          signInFrom('198.51.100.20', email, 'wrong-password', i % 2 === 0 ? first.url : second.url),
        ),
      );
      expect(tally(answers)).toEqual({ 401: 10, 429: 6 });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
