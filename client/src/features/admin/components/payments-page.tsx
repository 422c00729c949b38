import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format-date';
import { formatMoney } from '@client/lib/format-money';
import { usePayments } from '../api/get-payments';
import { AdminHeader } from './admin-nav';
import { AdminTable } from './admin-table';
import { AdminOnly, Forbidden } from './admin-only';

const NO_PAYMENTS = 'No payments found.';

function fetchFailedText(error: Error) {
  return `Failed to fetch payments: ${error instanceof ApiError ? error.message : 'Invalid response from server'}`;
}

const COLUMNS = [
  { label: 'ID' },
  { label: 'User' },
  { label: 'Amount', className: 'ui-table__num' },
  { label: 'Status' },
  { label: 'Date' },
  { label: 'Actions' },
];

function PaymentsTable() {
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  const navigate = useNavigate();

  if (payments.error instanceof ApiError && payments.error.status === 403) return <Forbidden />;
  return (
    <>
      <AdminHeader page="Payments" description="Every payment, newest first." />
      {payments.isError ? (
        <LoadError
          title={fetchFailedText(payments.error)}
          onRetry={() => payments.refetch()}
          retrying={payments.isFetching}
        />
      ) : payments.data?.payments.length === 0 ? (
        <p className="admin-empty">{NO_PAYMENTS}</p>
      ) : (
        <AdminTable
          caption="Payments"
          className="admin-payments"
          columns={COLUMNS}
          rows={payments.data?.payments}
          busy={payments.isFetching}
          placeholders={COLUMNS.map(() => '70%')}
          row={(payment) => (
            <tr key={payment.id}>
              <td className="admin-payments__id" title={payment.id}>
                {payment.id.slice(0, 8)}
              </td>
              <td className="admin-users__email">{payment.user_email ?? payment.user_id ?? '—'}</td>
              <td className="ui-table__num">{formatMoney(payment.amount, payment.currency)}</td>
              <td>
                <Badge tone={payment.status === 'paid' ? 'success' : 'neutral'}>{payment.status}</Badge>
              </td>
              <td>
                <time dateTime={payment.created_at}>{formatDate(payment.created_at)}</time>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => navigate(`/payments/${payment.id}`)}>
                  View
                </Button>
              </td>
            </tr>
          )}
        />
      )}
      <div className="admin-pager">
        <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="admin-pager__page">Page {page}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!payments.data?.hasNext || payments.isPlaceholderData}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </>
  );
}

/** /admin/payments: ID, User, Amount, Status, Date, Actions; ten per page with Previous/Next. */
export function PaymentsPage() {
  return (
    <div className="admin-page">
      <AdminOnly>
        <PaymentsTable />
      </AdminOnly>
    </div>
  );
}
