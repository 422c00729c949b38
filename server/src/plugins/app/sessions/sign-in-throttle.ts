import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooMany } from '../../rate-limits';
import type { SignInFailuresRepository } from './sign-in-failures-repository';

/** How long a failed sign-in (wrong password or unknown account) counts. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures on one account from one address after which that address is refused on that account. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 10;
/**
 * Failures on one account from all addresses from which the account is under attack: an address that has
 * failed on it is refused, so each attacking address gets very few guesses, while one that has not (its
 * owner's, most likely) may still try.
 */
export const SIGN_IN_FAILURES_UNDER_ATTACK = 50;

/**
 * The failure whose expiry lets this address try again on this account when it is refused now: its tenth
 * newest, or, while the account is under attack, its newest.
 */
async function blockingFailure(
  failures: SignInFailuresRepository,
  email: string,
  address: string,
  since: Date,
): Promise<Date | undefined> {
  const own = await failures.recentFromAddress(email, address, since, SIGN_IN_FAILURES_PER_ADDRESS);
  if (own.length >= SIGN_IN_FAILURES_PER_ADDRESS) return own[SIGN_IN_FAILURES_PER_ADDRESS - 1];
  if (own.length === 0) return undefined;
  const onAccount = await failures.countOnAccount(email, since, SIGN_IN_FAILURES_UNDER_ATTACK);
  return onAccount >= SIGN_IN_FAILURES_UNDER_ATTACK ? own[0] : undefined;
}

export interface SignInAttempt {
  /** The password was right: the attempt is not counted as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Starts a sign-in on `email` from `address`, or refuses it (429 with Retry-After). Only failures count,
 * per address, so strangers cannot lock the owner out. The attempt is recorded as a failure before the
 * password is checked, so that guesses sent while the slow hash runs see each other; `succeeded()` takes
 * it back.
 *
 * The failures live in the database, not in the rate-limit store: that store counts every request, it
 * is per process without Redis, and a success could not be taken back from it.
 */
export async function startSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: { email: string; address: string },
): Promise<SignInAttempt> {
  const failures = app.repos.signInFailures;
  const email = attempt.email.toLowerCase();
  const now = app.clock.now();
  const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const blocking = await blockingFailure(failures, email, attempt.address, since);
  if (blocking) {
    const waitMs = blocking.getTime() + SIGN_IN_FAILURE_WINDOW_MS - now.getTime();
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('retry-after', String(retryAfter));
    throw tooMany(retryAfter);
  }
  const id = await failures.record(email, attempt.address, now, since);
  return { succeeded: () => failures.delete(id) };
}
