import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingInfoResponse,
  cancelResponse,
  invoiceIdParams,
  invoicesQuery,
  invoicesResponse,
  portalResponse,
} from '@shared/api/billing';
import type { PaymentRow } from '../../plugins/app/billing/billing-repository';
import { canResume } from '../../plugins/app/billing/billing-service';
import { invoiceFileName, invoiceHtml } from '../../plugins/app/billing/invoice-html';
import { publicBaseUrl } from '../../plugins/app/mail/links';
import { notFound } from '../../http-errors';
import * as example from '../example-samples';
import { STRIPE_ONLY } from '../shared-facts';

const tags = ['billing'];
const NO_SUBSCRIPTION = 'There is no active subscription to cancel.';
const toDollars = (cents: number) => cents / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function invoiceUrl(payment: PaymentRow) {
  return payment.invoice_url ?? `/api/billing/invoices/${payment.id}/download`;
}

/**
 * The signed-in user's own plan: billing facts, invoices, cancellation, payment method. Members of
 * someone else's workspace see whose plan they work under, and cancel only their own.
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos, billingRepo, billing } = app;

  app.get(
    '/billing',
    {
      config: {
        operation: {
          id: 'getBilling',
          summary: 'The last invoice date and amount',
          examples: {
            answers: {
              200: {
                mode: 'stripe',
                status: 'active',
                paidThruDate: example.PAID_THRU,
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
        },
      },
      schema: { tags, response: { 200: billingInfoResponse } },
    },
    async (request) => {
      const { user, workspace } = request.auth;
      const [subscription, [last]] = await Promise.all([
        repos.subscriptions.find(user.id),
        billingRepo.paymentsOf(user.id, 1),
      ]);
      const now = app.clock.now();
      return {
        mode: billing.mode,
        status: subscription?.status ?? 'expired',
        paidThruDate: iso(subscription?.paid_thru_date ?? null),
        lastInvoiceDate: iso(last?.created_at ?? null),
        lastAmount: last ? toDollars(last.amount_cents) : null,
        currency: last?.currency ?? null,
        pastDue: subscription?.provider_status === 'past_due',
        canCancel:
          subscription?.status === 'active' && (subscription.paid_thru_date?.getTime() ?? 0) >= now.getTime(),
        canResume: subscription ? canResume(subscription, now) : false,
        workspaceOwner:
          workspace.ownerId === user.id
            ? null
            : { email: workspace.ownerEmail, workspaceName: workspace.workspaceName },
      };
    },
  );

  app.get(
    '/billing/invoices',
    {
      config: {
        operation: {
          id: 'listInvoices',
          summary: "The account's invoices, newest first (at most 12)",
          examples: {
            answers: {
              200: {
                invoices: [
                  {
                    id: example.IDS.payment,
                    url: `/api/billing/invoices/${example.IDS.payment}/download`,
                    date: '2026-07-01T09:15:00.000Z',
                    amount: 12,
                    currency: 'usd',
                  },
                ],
              },
            },
          },
        },
      },
      schema: { tags, querystring: invoicesQuery, response: { 200: invoicesResponse } },
    },
    async (request) => {
      const rows = await billingRepo.paymentsOf(request.auth.user.id, request.query.limit);
      return {
        invoices: rows.map((payment) => ({
          id: payment.id,
          url: invoiceUrl(payment),
          date: payment.created_at.toISOString(),
          amount: toDollars(payment.amount_cents),
          currency: payment.currency,
        })),
      };
    },
  );

  app.get(
    '/billing/invoices/:id/download',
    {
      config: {
        operation: {
          id: 'downloadInvoice',
          summary: 'Download an invoice',
          mediaType: 'text/html',
          redirect: "A Stripe payment's invoice: the Location header is Stripe's own invoice.",
          description:
            "An HTML invoice to print or file, or a redirect to Stripe's own invoice for a Stripe payment.",
          examples: {
            answers: {
              200: `<!doctype html><title>Invoice</title><h1>${example.WORKSPACE_NAME}: Vision Plan, $12.00</h1>`,
            },
          },
        },
      },
      schema: {
        tags,
        params: invoiceIdParams,
        response: { 200: z.string().describe('The invoice, as an HTML page to download, print or file') },
      },
    },
    async (request, reply) => {
      const payment = await billingRepo.findPayment(request.params.id);
      const { user } = request.auth;
      if (!payment || (payment.user_id !== user.id && user.role !== 'admin')) {
        throw notFound('Invoice not found');
      }
      if (payment.invoice_url) return reply.redirect(payment.invoice_url);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoiceFileName(payment)}"`)
        .send(invoiceHtml(payment, payment.user_email ?? '', publicBaseUrl(app)));
    },
  );

  const cancelled = { answers: { 200: example.cancelled } };
  const cancellations = [
    {
      path: '/billing/cancel',
      id: 'cancelSubscription',
      summary: 'Cancel the subscription at the end of the paid period',
    },
    {
      path: '/cancelSubscription',
      id: 'cancelSubscriptionAlias',
      summary: 'Cancel the subscription (the seed contract’s name for POST /api/billing/cancel)',
    },
  ];
  for (const { path, ...operation } of cancellations) {
    app.post(
      path,
      {
        config: { operation: { ...operation, errors: { 409: NO_SUBSCRIPTION }, examples: cancelled } },
        schema: { tags, response: { 200: cancelResponse } },
      },
      async (request) => {
        const subscription = await billing.cancel(request.auth.user.id);
        return {
          success: true as const,
          status: subscription?.status ?? 'canceled',
          paidThruDate: iso(subscription?.paid_thru_date ?? null),
        };
      },
    );
  }

  app.post(
    '/billing/resume',
    {
      config: {
        operation: {
          id: 'resumeSubscription',
          summary: 'Resume a cancelled subscription before its paid period ends',
          errors: { 409: 'There is no cancelled subscription to resume.' },
          examples: {
            answers: { 200: { success: true, status: 'active', paidThruDate: example.PAID_THRU } },
          },
        },
      },
      schema: { tags, response: { 200: cancelResponse } },
    },
    async (request) => {
      const subscription = await billing.resume(request.auth.user.id);
      return {
        success: true as const,
        status: subscription?.status ?? 'active',
        paidThruDate: iso(subscription?.paid_thru_date ?? null),
      };
    },
  );

  app.post(
    '/billing/portal',
    {
      config: {
        operation: {
          id: 'openBillingPortal',
          summary: "Open Stripe's billing portal",
          errors: { 404: STRIPE_ONLY, 409: 'There is no payment method on file yet.' },
          examples: {
            answers: { 200: { url: 'https://billing.stripe.com/p/session/test_YWNjdF8xTm9ydGh3aW5k' } },
          },
        },
      },
      schema: { tags, response: { 200: portalResponse } },
    },
    async (request) => ({
      url: await billing.portalUrl(request.auth.user.id),
    }),
  );
};

export default billingRoutes;
