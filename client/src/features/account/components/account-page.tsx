import { CancelSubscription } from '@client/components/billing/cancel-subscription';
import { PageHeader } from '@client/components/ui/page-header';
import { FN } from '@client/lib/api-client';
import { AccountPlan } from './account-plan';
import { DeleteAccountSection } from './delete-account-section';
import { MyDataSection } from './my-data-section';
import { UsageLimitsTable } from './usage-limits-table';
import './account.css';

/**
 * /account: where the user's own plan stands and Cancel Subscription, the usage limits of the current workspace, a
 * download of the account's own data, and the account's deletion.
 */
export function AccountPage() {
  return (
    <div className="account-page">
      <PageHeader title="Account" description="What this workspace uses of its plan." />
      <section aria-labelledby="account-subscription-title" className="account-section">
        <h2 id="account-subscription-title" className="account-section__title">
          Subscription
        </h2>
        <AccountPlan />
        <CancelSubscription path={`${FN}/cancelSubscription`} successText="Subscription canceled" />
      </section>
      <UsageLimitsTable />
      <MyDataSection />
      <DeleteAccountSection />
    </div>
  );
}
