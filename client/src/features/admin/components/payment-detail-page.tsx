import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Badge } from '@client/components/ui/badge';
import { ButtonLink } from '@client/components/ui/button-link';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format-date';
import { formatMoney } from '@client/lib/format-money';
import { usePayment } from '../api/get-payment';
import { AdminHeader } from './admin-nav';
import { AdminOnly, Forbidden } from './admin-only';

function PaymentDetail({ id }: { id: string }) {
  const payment = usePayment(id);
  if (payment.error instanceof ApiError && payment.error.status === 403) return <Forbidden />;
  const facts = payment.data && [
    ['Payment ID', payment.data.id],
    ['User', payment.data.user_email ?? payment.data.user_id ?? '—'],
    ['Amount', formatMoney(payment.data.amount, payment.data.currency)],
    [
      'Status',
      <Badge key="status" tone={payment.data.status === 'paid' ? 'success' : 'neutral'}>
        {payment.data.status}
      </Badge>,
    ],
    ['Date', formatDate(payment.data.created_at)],
    ['Paid through', payment.data.period_end ? formatDate(payment.data.period_end) : '—'],
    ['Provider', payment.data.provider === 'test' ? 'Local test mode' : 'Stripe'],
    ['Provider invoice', payment.data.provider_invoice_id ?? '—'],
  ];
  return (
    <>
      <AdminHeader page="Payment" description="One payment and its invoice." />
      <ButtonLink to="/admin/payments" variant="ghost" size="sm" leadingIcon={<ArrowLeft />}>
        Back to Payments
      </ButtonLink>
      {payment.isError ? (
        <LoadError
          title={
            payment.error instanceof ApiError && payment.error.status === 404
              ? 'Payment not found'
              : 'Failed to load payment'
          }
          onRetry={() => payment.refetch()}
          retrying={payment.isFetching}
        />
      ) : !facts ? (
        <Skeleton height={200} />
      ) : (
        <dl className="admin-facts">
          {facts.map(([label, value]) => (
            <div key={label as string}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>Invoice</dt>
            <dd>
              <a href={payment.data.invoice_url ?? `/api/billing/invoices/${payment.data.id}/download`}>
                Download invoice
              </a>
            </dd>
          </div>
        </dl>
      )}
    </>
  );
}

/** /payments/{id}: the page behind View on the Payments list (admins only). */
export function PaymentDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="admin-page">
      <AdminOnly>
        <PaymentDetail id={id} />
      </AdminOnly>
    </div>
  );
}
