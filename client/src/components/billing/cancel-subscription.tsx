import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useBillingInfo, useCancelSubscription } from '@client/lib/billing';
import { formatDate } from '@client/lib/format-date';
import './cancel-subscription.css';

const CANCEL_FAILED = 'Failed to cancel subscription';

/**
 * Cancel Subscription for the signed-in user's own plan: it ends at the close of the paid period.
 * Billing posts to /api/billing/cancel and says 'Subscription cancelled'; Account posts to
 * {fn}/cancelSubscription and says 'Subscription canceled' (the spec's two texts).
 */
export function CancelSubscription({ path, successText }: { path: string; successText: string }) {
  const info = useBillingInfo();
  const cancel = useCancelSubscription(path);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  const paidThru = info.data?.paidThruDate ? formatDate(info.data.paidThruDate) : null;
  return (
    <div className="cancel-subscription">
      {/* Until the plan is resumed (Billing's Resume Subscription), when the cancellation no longer holds. */}
      {result === 'done' && !info.data?.canCancel && (
        <Alert tone="success">
          {successText}
          {paidThru ? `. You keep access until ${paidThru}.` : ''}
        </Alert>
      )}
      {result === 'failed' && <Alert tone="error">{CANCEL_FAILED}</Alert>}
      {/* A trial or an ended plan has nothing to cancel: no button rather than a disabled one. */}
      {info.data?.canCancel && (
        // A secondary action on the page; the confirmation that follows is the one marked as danger.
        <Button variant="secondary" loading={cancel.isPending} onClick={() => setConfirming(true)}>
          Cancel Subscription
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={
          paidThru
            ? `Your Vision Plan stays active until ${paidThru}, then it ends. You will not be charged again.`
            : 'Your Vision Plan ends at the close of the period you paid for.'
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep my plan"
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => setResult('done'),
            onError: () => setResult('failed'),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}
