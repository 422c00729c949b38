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
import { PLAN_NAME } from '@shared/constants';
import type { PaymentRow } from '../../plugins/app/billing/billing-repository';
import { notFound } from '../../http-errors';

const tags = ['billing'];
const toDollars = (cents: number) => cents / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function invoiceUrl(payment: PaymentRow) {
  return payment.invoice_url ?? `/api/billing/invoices/${payment.id}/download`;
}

/** A plain invoice for a payment made in local test mode (Stripe payments link to Stripe's own). */
function testInvoiceText(payment: PaymentRow, email: string) {
  const amount = toDollars(payment.amount_cents).toFixed(2);
  return [
    'Mindlane invoice (TEST MODE: no card was charged)',
    '',
    `Invoice: ${payment.id}`,
    `Date: ${payment.created_at.toISOString().slice(0, 10)}`,
    `Billed to: ${email}`,
    '',
    `${PLAN_NAME}, one month${payment.period_end ? ` (paid through ${payment.period_end.toISOString().slice(0, 10)})` : ''}`,
    `Amount: ${amount} ${payment.currency.toUpperCase()}`,
    `Status: ${payment.status}`,
    '',
  ].join('\n');
}

/**
 * The signed-in user's own plan: billing facts, invoices, cancellation, payment method. Members of
 * someone else's workspace see whose plan they work under, and cancel only their own.
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos, billingRepo, billing } = app;

  app.get('/billing', { schema: { tags, response: { 200: billingInfoResponse } } }, async (request) => {
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
      workspaceOwner:
        workspace.ownerId === user.id
          ? null
          : { email: workspace.ownerEmail, workspaceName: workspace.workspaceName },
    };
  });

  app.get(
    '/billing/invoices',
    { schema: { tags, querystring: invoicesQuery, response: { 200: invoicesResponse } } },
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
      schema: {
        tags,
        params: invoiceIdParams,
        response: { 200: z.string().describe('The invoice, as a text file to download') },
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
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="mindlane-invoice-${payment.id}.txt"`)
        .send(testInvoiceText(payment, payment.user_email ?? ''));
    },
  );

  for (const path of ['/billing/cancel', '/cancelSubscription']) {
    app.post(path, { schema: { tags, response: { 200: cancelResponse } } }, async (request) => {
      const subscription = await billing.cancel(request.auth.user.id);
      return {
        success: true as const,
        status: subscription?.status ?? 'canceled',
        paidThruDate: iso(subscription?.paid_thru_date ?? null),
      };
    });
  }

  app.post('/billing/portal', { schema: { tags, response: { 200: portalResponse } } }, async (request) => ({
    url: await billing.portalUrl(request.auth.user.id),
  }));
};

export default billingRoutes;
