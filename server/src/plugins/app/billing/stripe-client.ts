import Stripe from 'stripe';
import type { Config } from '../../../config';
import { HttpError } from '../../../http-errors';

/**
 * The Stripe API version every request and every webhook payload is read in. Shapes differ between
 * versions (in this one a subscription's period sits on its items): change it only together with the
 * code and tests that read those shapes.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** The stripe SDK client of Stripe mode; STRIPE_API_URL points it elsewhere (the test suite's own server). */
export function createStripeClient(config: Config): Stripe {
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Mindlane' },
    ...(target && {
      protocol: target.protocol === 'http:' ? 'http' : 'https',
      host: target.hostname,
      port: target.port || (target.protocol === 'http:' ? 80 : 443),
    }),
  });
}

/** The client of Stripe mode; in local test mode, which has none, a 404. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new HttpError(404, 'Not available in local test mode');
  return stripe;
}
