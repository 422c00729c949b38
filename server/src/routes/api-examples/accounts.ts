import type { ExampleTable } from './operation-examples';
import { EMAIL, endedToken, IDS, PAID_THRU, SUCCESS, user, WORKSPACE_NAME } from './samples';

const PASSWORD = 'correct-horse-battery-staple';
const CHECKOUT_SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0';
const cancelled = { success: true, status: 'canceled', paidThruDate: PAID_THRU };

/** Examples of the system, accounts and billing operations. */
export const ACCOUNT_EXAMPLES: ExampleTable = {
  'GET /health': { answers: { 200: { ok: true, db: 'postgres' }, 503: { ok: false, db: 'postgres' } } },
  'GET /health/ready': {
    answers: { 200: { ok: true, db: 'ok', redis: 'ok' }, 503: { ok: false, db: 'ok', redis: 'down' } },
  },
  'POST /register': { body: { email: EMAIL, password: PASSWORD }, answers: { 201: SUCCESS } },
  'POST /login': { body: { email: EMAIL, password: PASSWORD }, answers: { 200: SUCCESS } },
  'POST /logout': { answers: { 200: SUCCESS } },
  'GET /me': { answers: { 200: { user } } },
  'PATCH /me': {
    body: { name: 'Maya Chen', nickname: 'maya', given_name: 'Maya', family_name: 'Chen' },
    answers: { 200: { user } },
  },
  'POST /forgot-password': { body: { email: EMAIL }, answers: { 200: SUCCESS } },
  'POST /reset-password': {
    body: { token: 'Xq3v9LmR2pT8wK1zY6bN4cD7', password: 'a-new-long-passphrase' },
    answers: { 200: { ...SUCCESS, endedTokens: [endedToken] } },
  },
  'GET /user-status': {
    answers: {
      200: {
        data: {
          subscription_status: 'trialing',
          trial_start_date: '2026-07-01T09:15:00.000Z',
          paid_thru_date: null,
          trial_day: 3,
          access: true,
          role: 'user',
        },
      },
    },
  },
  'GET /usage': {
    answers: {
      200: {
        mindmaps: 1,
        todoLists: 2,
        boards: 1,
        aiUsage: 3,
        aiLimit: 20,
        limits: { mindmaps: 2, todoLists: 5, boards: 1 },
      },
    },
  },
  'POST /verify-email': {
    body: { token: 'vE7kP2mQ9sT4wX1zB6nC3dF8' },
    answers: { 200: { success: true, alreadyVerified: false } },
  },
  'POST /resend-verification': { answers: { 200: SUCCESS } },
  'GET /billing/mode': { answers: { 200: { mode: 'stripe' } } },
  'POST /purchase-register': { body: { email: EMAIL, password: PASSWORD }, answers: { 201: SUCCESS } },
  'POST /createCheckoutSession': {
    body: { email: EMAIL },
    answers: {
      200: {
        url: `https://checkout.stripe.com/c/pay/${CHECKOUT_SESSION}`,
        message: 'Redirecting to Stripe Checkout…',
      },
    },
  },
  'GET /getCheckoutSession': { answers: { 200: { email: EMAIL, complete: true } } },
  'POST /billing/test-checkout': {
    body: { session_id: 'test_5f2c9a1e7b3d' },
    answers: { 200: { url: '/set-password?session_id=test_5f2c9a1e7b3d' } },
  },
  'POST /purchase-sign-in': {
    body: { session_id: CHECKOUT_SESSION },
    answers: { 200: { success: true, email: EMAIL } },
  },
  'GET /billing': {
    answers: {
      200: {
        mode: 'stripe',
        status: 'active',
        paidThruDate: PAID_THRU,
        lastInvoiceDate: '2026-07-01T09:15:00.000Z',
        lastAmount: 12,
        currency: 'usd',
        pastDue: false,
        canCancel: true,
        canResume: false,
        workspaceOwner: null,
      },
    },
  },
  'GET /billing/invoices': {
    answers: {
      200: {
        invoices: [
          {
            id: IDS.payment,
            url: `/api/billing/invoices/${IDS.payment}/download`,
            date: '2026-07-01T09:15:00.000Z',
            amount: 12,
            currency: 'usd',
          },
        ],
      },
    },
  },
  'GET /billing/invoices/:id/download': {
    answers: { 200: `<!doctype html><title>Invoice</title><h1>${WORKSPACE_NAME}: Vision Plan, $12.00</h1>` },
  },
  'POST /billing/cancel': { answers: { 200: cancelled } },
  'POST /cancelSubscription': { answers: { 200: cancelled } },
  'POST /billing/resume': { answers: { 200: { success: true, status: 'active', paidThruDate: PAID_THRU } } },
  'POST /billing/portal': {
    answers: { 200: { url: 'https://billing.stripe.com/p/session/test_YWNjdF8xTm9ydGh3aW5k' } },
  },
  'POST /stripe/webhook': { answers: { 200: { received: true, duplicate: false } } },
};
