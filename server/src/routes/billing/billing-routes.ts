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

const tags = ['billing'];
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
      canResume: subscription ? canResume(subscription, now) : false,
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

  app.post('/billing/resume', { schema: { tags, response: { 200: cancelResponse } } }, async (request) => {
    const subscription = await billing.resume(request.auth.user.id);
    return {
      success: true as const,
      status: subscription?.status ?? 'active',
      paidThruDate: iso(subscription?.paid_thru_date ?? null),
    };
  });

  app.post('/billing/portal', { schema: { tags, response: { 200: portalResponse } } }, async (request) => ({
    url: await billing.portalUrl(request.auth.user.id),
  }));
};

export default billingRoutes;
