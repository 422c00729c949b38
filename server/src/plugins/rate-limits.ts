import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../http-errors';
import { addressKey } from './address-key';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** Invalid bearer tokens one address may send in 10 minutes before it is refused without a look-up. */
export const INVALID_TOKENS_PER_ADDRESS = 20;

/** What a limit's key is made from when the caller is not a route's preHandler. */
interface Subject {
  key: string;
}

interface LimitRule {
  max: number;
  windowMs: number;
  /** What is counted: the caller's address, that and the account named in the body, the signed-in user. */
  key(request: FastifyRequest): string;
}

const byAddress = (request: FastifyRequest) => addressKey(request.ip);
// Per account and address: what strangers ask for the account does not use up its owner's budget.
const byBodyEmailFromAddress = (request: FastifyRequest) =>
  `${byAddress(request)}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`;
const byUser = (request: FastifyRequest) => request.auth.user.id;

/**
 * The limits of each sensitive route. The per-address ones are configurable because a whole office
 * behind one NAT address shares them.
 */
export function limitRules(
  config: Pick<
    Config,
    | 'RATE_LIMIT_LOGIN_PER_ADDRESS'
    | 'RATE_LIMIT_REGISTER_PER_ADDRESS'
    | 'RATE_LIMIT_PASSWORD_PER_ADDRESS'
    | 'RATE_LIMIT_API_TOKEN_PER_10_SECONDS'
  >,
) {
  return {
    loginPerAddress: { max: config.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMs: 15 * MINUTE, key: byAddress },
    registerPerAddress: {
      max: config.RATE_LIMIT_REGISTER_PER_ADDRESS,
      windowMs: 60 * MINUTE,
      key: byAddress,
    },
    resetPerAddress: { max: config.RATE_LIMIT_REGISTER_PER_ADDRESS, windowMs: 60 * MINUTE, key: byAddress },
    /** Choosing a password from a reset link or a purchase cookie: each attempt may cost a hash. */
    passwordChoicePerAddress: {
      max: config.RATE_LIMIT_PASSWORD_PER_ADDRESS,
      windowMs: 60 * MINUTE,
      key: byAddress,
    },
    resetPerAccount: { max: 5, windowMs: 60 * MINUTE, key: byBodyEmailFromAddress },
    invitePerUser: { max: 50, windowMs: 60 * MINUTE, key: byUser },
    verificationPerUser: { max: 5, windowMs: 60 * MINUTE, key: byUser },
    /**
     * Every request made with any of a user's API tokens, WebSocket upgrades included, so minting more
     * tokens buys no more.
     */
    apiTokenPerUser: {
      max: config.RATE_LIMIT_API_TOKEN_PER_10_SECONDS,
      windowMs: 10 * SECOND,
      key: byUser,
    },
    /** Bearer tokens that are not live, sent from one address (REST and WebSocket alike). */
    invalidTokenPerAddress: { max: INVALID_TOKENS_PER_ADDRESS, windowMs: 10 * MINUTE, key: byAddress },
  } satisfies Record<string, LimitRule>;
}

export type LimitName = keyof ReturnType<typeof limitRules>;

export interface Limits {
  /**
   * Counts one attempt by `subject` (what the limit's key names: an address key, a user id) against the
   * named limit; resolves to the seconds to wait when this attempt is over it, else 0.
   */
  count(name: LimitName, subject: string): Promise<number>;
  /** The seconds `subject` must wait before its next attempt would be allowed, without counting one. */
  waitFor(name: LimitName, subject: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler counting one attempt against each named limit; 429 with Retry-After when one is used up. */
    limit(...names: LimitName[]): preHandlerAsyncHookHandler;
    /** The same limits, for callers that are not a route's preHandler (the WebSocket upgrade). */
    limits: Limits;
  }
}

/** The 429 of every limit; the caller sets Retry-After. */
export function tooMany(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`);
}

/**
 * Rate limits through @fastify/rate-limit. With REDIS_URL the counters live in Redis, so a limit holds
 * across every instance; otherwise in this process.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  const redisUrl = app.config.REDIS_URL;
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    // Instances sharing a database share their counters; tests on fresh schemas do not.
    nameSpace: `mindlane:${app.config.DATABASE_SCHEMA}:rate-limit:`,
    // A store outage must not lock everyone out of signing in.
    skipOnError: true,
  });

  const rules = limitRules(app.config);
  // The store's counter is bumped and read in one step (a Lua script on Redis, a synchronous update in
  // memory), so attempts sent together each see the ones before them. The library reads a request's
  // route config and hands the request to the key maker: a subject stands in for it.
  const checks = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (subject) => `${name}:${(subject as unknown as Subject).key}`,
      }),
    ]),
  ) as Record<LimitName, ReturnType<FastifyInstance['createRateLimit']>>;
  const check = (name: LimitName, key: string, increment: boolean) =>
    checks[name]({ key, routeOptions: { config: {} } } as unknown as FastifyRequest, { increment });

  const limits: Limits = {
    async count(name, subject) {
      const result = await check(name, subject, true);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : 0;
    },
    async waitFor(name, subject) {
      const result = await check(name, subject, false);
      return !result.isAllowed && result.remaining === 0 ? Math.max(1, result.ttlInSeconds) : 0;
    },
  };
  app.decorate('limits', limits);

  app.decorate('limit', (...names: LimitName[]): preHandlerAsyncHookHandler => {
    return async function limit(request, reply) {
      // Every limit counts the attempt, as each is a separate budget.
      const waits = await Promise.all(names.map((name) => limits.count(name, rules[name].key(request))));
      const retryAfter = Math.max(0, ...waits);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw tooMany(retryAfter);
      }
    };
  });
});
