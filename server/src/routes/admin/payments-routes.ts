import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentDetailResponse, paymentIdParams, paymentsQuery, paymentsResponse } from '@shared/api/billing';
import type { PaymentRow } from '../../plugins/app/billing/billing-repository';
import { notFound } from '../../http-errors';
import * as example from '../example-samples';
import { answering } from '../shared-facts';

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
    {
      config: {
        answerTags: { etag: 'content' },
        operation: answering('listPayments', 'Payments, 10 a page', {
          payments: [example.payment],
          hasNext: false,
        }),
      },
      schema: { tags, querystring: paymentsQuery, response: { 200: paymentsResponse } },
    },
    async (request) => {
      const { rows, hasNext } = await app.billingRepo.listPayments(request.query.page, request.query.limit);
      return { payments: rows.map(present), hasNext };
    },
  );

  app.get(
    '/payments/:id',
    {
      config: {
        operation: {
          id: 'getPayment',
          summary: 'One payment',
          examples: {
            answers: {
              200: {
                payment: {
                  ...example.payment,
                  provider: 'stripe',
                  provider_invoice_id: 'in_1PqR2sT3uV4wX5yZ',
                  invoice_url: 'https://pay.stripe.com/invoice/acct_1Nrthwnd/test_YWNjdA/pdf',
                  period_end: '2026-08-01T09:15:00.000Z',
                },
              },
            },
          },
        },
      },
      schema: { tags, params: paymentIdParams, response: { 200: paymentDetailResponse } },
    },
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
