import { z } from 'zod';
import { ANALYTICS_DAYS, INVOICES_LIMIT, PAYMENTS_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../messages';
import { subscriptionStatus } from './auth';
import { emailText, text, uuidId } from './fields';

/** `test`: local test mode (checkout activates the plan without payment); `stripe`: Stripe takes payment. */
export const billingMode = z.enum(['test', 'stripe']);
export type BillingMode = z.infer<typeof billingMode>;
export const billingModeResponse = z.object({ mode: billingMode });

const checkoutEmail = emailText({
  required: MESSAGES.validEmailRequired,
  invalid: MESSAGES.validEmailRequired,
});

/** POST {fn}/createCheckoutSession: the e-mail is optional; the account comes from the session or purchase cookie. */
export const createCheckoutBody = z.object({ email: checkoutEmail.optional() }).default({});
export const createCheckoutResponse = z.object({ url: z.string(), message: z.string() });

const CHECKOUT_NOT_FOUND = 'Checkout session not found';
export const checkoutSessionId = text({
  field: 'session_id',
  max: 255,
  required: CHECKOUT_NOT_FOUND,
  tooLong: CHECKOUT_NOT_FOUND,
}).regex(/^[\w-]+$/, CHECKOUT_NOT_FOUND);

export const getCheckoutQuery = z.object({ session_id: checkoutSessionId });
export const getCheckoutResponse = z.object({
  email: z.string(),
  /** Whether the payment went through (the plan is active). */
  complete: z.boolean(),
});

/** POST /api/billing/test-checkout: completes a local test-mode checkout (no card is charged). */
export const testCheckoutBody = z.object({ session_id: checkoutSessionId });
export const testCheckoutResponse = z.object({ url: z.string() });

/** POST {fn}/purchase-sign-in: the checkout's return signs in the browser holding its purchase cookie. */
export const purchaseSignInBody = z.object({ session_id: checkoutSessionId });
export const purchaseSignInResponse = z.object({ success: z.literal(true), email: z.string() });

/** GET /api/billing: the signed-in user's own plan; amounts in dollars. */
export const billingInfoResponse = z.object({
  mode: billingMode,
  status: subscriptionStatus,
  paidThruDate: z.string().nullable(),
  lastInvoiceDate: z.string().nullable(),
  lastAmount: z.number().nullable(),
  currency: z.string().nullable(),
  /** Stripe could not collect the last renewal: access runs until paidThruDate. */
  pastDue: z.boolean(),
  /** Whether there is a plan that Cancel Subscription would end at the close of the paid period. */
  canCancel: z.boolean(),
  /** Whether the plan was cancelled and its paid period still runs: Resume Subscription renews it again. */
  canResume: z.boolean(),
  /** The owner whose plan the current workspace runs under, when that is someone else. */
  workspaceOwner: z.object({ email: z.string(), workspaceName: z.string() }).nullable(),
});
export type BillingInfo = z.infer<typeof billingInfoResponse>;

export const invoicesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(INVOICES_LIMIT).default(INVOICES_LIMIT),
});
export const invoiceSchema = z.object({
  id: z.string(),
  url: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponse = z.object({ invoices: z.array(invoiceSchema) });
export const invoiceIdParams = z.object({ id: uuidId('id: must be an invoice id') });

export const cancelResponse = z.object({
  success: z.literal(true),
  status: subscriptionStatus,
  paidThruDate: z.string().nullable(),
});

export const portalResponse = z.object({ url: z.string() });

/** Amounts arrive as numbers or numeric strings (spec section 3); both become numbers. */
const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).pipe(z.coerce.number());

export const paymentSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  amount,
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_SIZE).default(PAYMENTS_PAGE_SIZE),
});
export const paymentsResponse = z.object({ payments: z.array(paymentSchema), hasNext: z.boolean() });

export const paymentDetailSchema = paymentSchema.extend({
  provider: billingMode,
  provider_invoice_id: z.string().nullable(),
  invoice_url: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentIdParams = z.object({ id: uuidId('id: must be a payment id') });
export const paymentDetailResponse = z.object({ payment: paymentDetailSchema });

/** The six analytics series, in the spec's key names. */
export const ANALYTICS_KINDS = ['kanbans', 'todoLists', 'todos', 'mindmaps', 'nodes', 'aiProcesses'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

const kindCounts = z.object(
  Object.fromEntries(ANALYTICS_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    AnalyticsKind,
    z.ZodNumber
  >,
);
export const analyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(ANALYTICS_DAYS),
});
export const analyticsDay = kindCounts.extend({ date: z.string() });
export type AnalyticsDay = z.infer<typeof analyticsDay>;
export const analyticsResponse = z.object({ data: z.array(analyticsDay), totals: kindCounts });
export type Analytics = z.infer<typeof analyticsResponse>;
