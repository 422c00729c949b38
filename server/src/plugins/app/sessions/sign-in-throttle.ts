import type { FastifyInstance, FastifyReply } from 'fastify';
import { addressKey } from '../../address-key';
import { tooMany } from '../../rate-limits';
import type { RecentFailures } from './sign-in-failures-repository';

/** How long a failed sign-in (wrong password or unknown account) counts. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures on one account from one address after which that address is refused on that account. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 10;
/** Failures on one account from all addresses from which the account's failing addresses must wait. */
export const ACCOUNT_DELAY_FROM = 10;
/** The wait at ACCOUNT_DELAY_FROM failures; each further failure doubles it, up to ACCOUNT_DELAY_MAX_MS. */
export const ACCOUNT_DELAY_FIRST_MS = 1_000;
export const ACCOUNT_DELAY_MAX_MS = 15 * 60_000;
/** Failures on the account past which the wait grows no more: the most the rule ever reads. */
const ACCOUNT_FAILURES_READ =
  ACCOUNT_DELAY_FROM + Math.ceil(Math.log2(ACCOUNT_DELAY_MAX_MS / ACCOUNT_DELAY_FIRST_MS));

/**
 * How long after an account's newest failure the addresses that have failed on it wait, given its
 * failures in the window: none below ACCOUNT_DELAY_FROM, then 1 s, 2 s, 4 s … up to 15 minutes.
 */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_DELAY_FROM) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_FIRST_MS * 2 ** (failures - ACCOUNT_DELAY_FROM));
}

/**
 * When this address may try this account again, if it is refused now: after its tenth newest failure
 * expires, or, once the account has many failures, after the account's delay. An address that has not
 * failed on the account is never refused by the account's delay: its owner's password always gets checked.
 * An account without a delay refuses nothing, even when its newest failure is later than `now` (an attempt
 * that started later took the account's lock first).
 */
export function signInRetryAt({ fromAddress, onAccount }: RecentFailures, now: Date): Date | undefined {
  const tenth = fromAddress[SIGN_IN_FAILURES_PER_ADDRESS - 1];
  if (tenth) return new Date(tenth.getTime() + SIGN_IN_FAILURE_WINDOW_MS);
  const newest = onAccount[0];
  const delay = accountDelayMs(onAccount.length);
  if (fromAddress.length === 0 || !newest || delay === 0) return undefined;
  const until = newest.getTime() + delay;
  return until > now.getTime() ? new Date(until) : undefined;
}

export interface SignInAttempt {
  /** The password was right: the attempt is not counted as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Starts a sign-in on `email` from `address`, or refuses it (429 with Retry-After). Only failures count,
 * so strangers cannot lock the owner out. Deciding and recording the attempt as a failure are one step
 * (sign-in-failures-repository.ts), taken before the password is checked, so that guesses sent together
 * each see the ones before them; `succeeded()` takes the record back.
 *
 * The failures live in the database, not in the rate-limit store: that store counts every request, it
 * is per process without Redis, and a success could not be taken back from it.
 */
export async function startSignIn(
  app: Pick<FastifyInstance, 'repos' | 'clock'>,
  reply: FastifyReply,
  attempt: { email: string; address: string },
): Promise<SignInAttempt> {
  const failures = app.repos.signInFailures;
  const now = app.clock.now();
  const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const outcome = await failures.recordUnlessRefused(
    { email: attempt.email.toLowerCase(), address: addressKey(attempt.address), now, since },
    { fromAddressLimit: SIGN_IN_FAILURES_PER_ADDRESS, onAccountLimit: ACCOUNT_FAILURES_READ },
    (recent) => signInRetryAt(recent, now),
  );
  if ('refused' in outcome) {
    const retryAfter = Math.max(1, Math.ceil((outcome.refused.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw tooMany(retryAfter);
  }
  await failures.prune(since);
  return { succeeded: () => failures.delete(outcome.recorded) };
}
