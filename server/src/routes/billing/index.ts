import { routeFolder } from '../route-access';
import checkoutRoutes from './checkout-routes';
import billingRoutes from './billing-routes';
import stripeWebhookRoutes from './stripe-webhook-routes';

/**
 * The plan: its checkout (the purchase path), the billing page's calls and Stripe's webhook. The account's
 * own things by default, so a lapsed plan can be seen and bought again; the purchase path and the webhook
 * say they are public.
 */
export default routeFolder('account', [checkoutRoutes, billingRoutes, stripeWebhookRoutes]);
