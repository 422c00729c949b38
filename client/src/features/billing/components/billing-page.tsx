import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { BillingInfo } from '@shared/api/billing';
import { PLAN_NAME, TRIAL_DAYS } from '@shared/constants';
import { CancelSubscription } from '@client/components/billing/cancel-subscription';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { billingKeys, useBillingInfo, useInvoices, useResumeSubscription } from '@client/lib/billing';
import { formatDate } from '@client/lib/format-date';
import { formatMoney } from '@client/lib/format-money';
import { sessionKeys, useUserStatus } from '@client/lib/session';
import { openBillingPortal } from '../api/open-billing-portal';
import { useCheckoutReturn } from '../api/sync-checkout';
import './billing.css';

const STATUS_LABEL: Record<BillingInfo['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  // The spelling of this screen's own text, 'Subscription cancelled'.
  canceled: 'Cancelled',
  expired: 'Expired',
};

/**
 * Stripe keeps the card of a plan that was paid for, and its portal updates it. A trial has no card yet,
 * and test mode stores none: they say so rather than link to a page with nothing to update.
 */
function PaymentMethod({ info }: { info: BillingInfo }) {
  const [error, setError] = useState<string | null>(null);
  if (info.lastInvoiceDate === null) return <span className="billing-muted">None yet</span>;
  if (info.mode === 'test') return <span className="billing-muted">Test mode: no card is stored</span>;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => openBillingPortal().catch(() => setError('Failed to open the payment settings'))}
      >
        Update payment method
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

function ResumeSubscription() {
  const resume = useResumeSubscription();
  return (
    <>
      {resume.isError && <Alert tone="error">Failed to resume subscription</Alert>}
      <Button variant="primary" loading={resume.isPending} onClick={() => resume.mutate()}>
        Resume Subscription
      </Button>
    </>
  );
}

/** When a trial that started at `start` (ISO) ends: TRIAL_DAYS days later. */
function trialEnd(start: string | null | undefined): string | null {
  const started = start ? Date.parse(start) : Number.NaN;
  return Number.isFinite(started) ? new Date(started + TRIAL_DAYS * 86_400_000).toISOString() : null;
}

function Summary({ info }: { info: BillingInfo }) {
  const plan = info.status === 'active' || info.status === 'canceled';
  const userStatus = useUserStatus();
  const trialEnds = info.status === 'trialing' ? trialEnd(userStatus.data?.trial_start_date) : null;
  return (
    <section className="billing-card" aria-labelledby="billing-plan-title">
      <div className="billing-card__head">
        <h2 id="billing-plan-title" className="billing-card__title">
          {PLAN_NAME}
        </h2>
        <Badge
          tone={info.status === 'active' ? 'success' : info.status === 'trialing' ? 'primary' : 'warning'}
        >
          {STATUS_LABEL[info.status]}
        </Badge>
        {info.mode === 'test' && <Badge tone="warning">Test mode</Badge>}
      </div>
      <dl className="billing-facts">
        <div>
          <dt>Last payment date</dt>
          <dd>{info.lastInvoiceDate ? formatDate(info.lastInvoiceDate) : 'No payments yet'}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{info.lastAmount === null ? '—' : formatMoney(info.lastAmount, info.currency ?? 'usd')}</dd>
        </div>
        {trialEnds ? (
          <div>
            <dt>Trial ends</dt>
            <dd>{formatDate(trialEnds)}</dd>
          </div>
        ) : (
          <div>
            <dt>{info.status === 'canceled' ? 'Access until' : 'Paid through'}</dt>
            <dd>{plan && info.paidThruDate ? formatDate(info.paidThruDate) : '—'}</dd>
          </div>
        )}
        <div>
          <dt>Payment method</dt>
          <dd>
            <PaymentMethod info={info} />
          </dd>
        </div>
      </dl>
      <div className="billing-card__actions">
        <CancelSubscription path="/api/billing/cancel" successText="Subscription cancelled" />
        {info.canResume && <ResumeSubscription />}
        {!info.canCancel && !info.canResume && (
          <ButtonLink to="/checkout" variant="primary">
            Purchase
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function Invoices() {
  const invoices = useInvoices();
  if (invoices.isError) {
    return (
      <LoadError
        title="Failed to load invoices"
        onRetry={() => invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  return (
    <section className="billing-card" aria-labelledby="billing-invoices-title">
      <h2 id="billing-invoices-title" className="billing-card__title">
        Invoices
      </h2>
      {invoices.isPending ? (
        <Skeleton width="60%" />
      ) : invoices.data.length === 0 ? (
        <p className="billing-muted">No invoices yet.</p>
      ) : (
        <ul className="billing-invoices">
          {invoices.data.map((invoice) => (
            <li key={invoice.id}>
              <a href={invoice.url} download className="billing-invoices__link">
                <Download aria-hidden="true" />
                <span>{formatDate(invoice.date)}</span>
                <span className="billing-invoices__amount">
                  {formatMoney(invoice.amount, invoice.currency)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /billing: the signed-in user's own plan, payment, invoices, cancel and purchase. */
export function BillingPage() {
  const [params] = useSearchParams();
  const info = useBillingInfo();
  const returned = useCheckoutReturn(params.get('session_id'));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!returned.data) return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.info });
    void queryClient.invalidateQueries({ queryKey: billingKeys.invoices });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.status });
  }, [returned.data, queryClient]);

  return (
    <div className="billing-page">
      <PageHeader title="Billing" description="Your plan, payments and invoices." />
      {returned.data?.complete && <Alert tone="success">Payment received: your {PLAN_NAME} is active.</Alert>}
      {info.isError ? (
        <LoadError
          title="Failed to load billing info"
          onRetry={() => info.refetch()}
          retrying={info.isFetching}
        />
      ) : info.isPending ? (
        <Skeleton height={160} />
      ) : (
        <>
          {info.data.workspaceOwner && (
            <Alert tone="info">
              You are working in {info.data.workspaceOwner.workspaceName}, under the plan of{' '}
              {info.data.workspaceOwner.email}. This page shows your own plan.
            </Alert>
          )}
          {info.data.pastDue && (
            <Alert tone="warning" title="Your last payment did not go through">
              Update your payment method to keep your plan. Access continues until{' '}
              {info.data.paidThruDate ? formatDate(info.data.paidThruDate) : 'the end of the paid period'}.
            </Alert>
          )}
          <Summary info={info.data} />
        </>
      )}
      <Invoices />
    </div>
  );
}
