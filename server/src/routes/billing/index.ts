import { routeFolder } from '../route-access';
import checkoutRoutes from './checkout-routes';
import billingRoutes from './billing-routes';
import stripeWebhookRoutes from './stripe-webhook-routes';

/** The plan: its checkout (the purchase path), the billing page's calls and Stripe's webhook. */
export default routeFolder('content', [checkoutRoutes, billingRoutes, stripeWebhookRoutes]);
