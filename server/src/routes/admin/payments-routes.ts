import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentDetailResponse, paymentIdParams, paymentsQuery, paymentsResponse } from '@shared/api/billing';
import type { PaymentRow } from '../../plugins/app/billing/billing-repository';
import { notFound } from '../../http-errors';

const tags = ['admin'];

type Row = PaymentRow & { user_email: string | null };

function present(row: Row) {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
    amount: row.amount_cents / 100,
    currency: row.currency,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** Every payment, for admins only (403 for everyone else): a page of the list, and one payment. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    { schema: { tags, querystring: paymentsQuery, response: { 200: paymentsResponse } } },
    async (request) => {
      const { rows, hasNext } = await app.billingRepo.listPayments(request.query.page, request.query.limit);
      return { payments: rows.map(present), hasNext };
    },
  );

  app.get(
    '/payments/:id',
    { schema: { tags, params: paymentIdParams, response: { 200: paymentDetailResponse } } },
    async (request) => {
      const row = await app.billingRepo.findPayment(request.params.id);
      if (!row) throw notFound('Payment not found');
      return {
        payment: {
          ...present(row),
          provider: row.provider,
          provider_invoice_id: row.provider_invoice_id,
          invoice_url: row.invoice_url,
          period_end: row.period_end?.toISOString() ?? null,
        },
      };
    },
  );
};

export default paymentsRoutes;
