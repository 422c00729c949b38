import { Link } from 'react-router-dom';
import type { BillingInfo } from '@shared/api/billing';
import { PLAN_NAME } from '@shared/constants';
import { Alert } from '@client/components/ui/alert';
import { Skeleton } from '@client/components/ui/skeleton';
import { useBillingInfo } from '@client/lib/billing';
import { formatDate } from '@client/lib/format-date';

/** One sentence on where the account's own plan stands, so the section says something when there is nothing to cancel. */
function planSentence(info: BillingInfo): string {
  const until = info.paidThruDate ? formatDate(info.paidThruDate) : null;
  switch (info.status) {
    case 'trialing':
      return `You are on the free trial: there is no subscription to cancel yet.`;
    case 'active':
      if (info.pastDue)
        return `The last renewal of your ${PLAN_NAME} could not be collected${until ? `; access runs until ${until}` : ''}.`;
      return `Your ${PLAN_NAME} is active${until ? ` and renews on ${until}` : ''}.`;
    case 'canceled':
      return `Your ${PLAN_NAME} is cancelled${until ? `; access runs until ${until}` : ''}.`;
    case 'expired':
      return `You have no active subscription.`;
  }
}

/** The Account page's plan status line, with the way to Billing for plans, invoices and payment details. */
export function AccountPlan() {
  const info = useBillingInfo();
  if (info.isError) return <Alert tone="error">Failed to load billing info</Alert>;
  if (!info.data) return <Skeleton width="60%" height={20} />;
  return (
    <p className="account-section__text">
      {planSentence(info.data)} Plans, invoices and payment details are on <Link to="/billing">Billing</Link>.
    </p>
  );
}
