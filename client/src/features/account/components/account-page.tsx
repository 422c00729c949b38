import { PageHeader } from '@client/components/ui/page-header';
import { UsageLimitsTable } from './usage-limits-table';

/** /account: the usage limits of the current workspace. Cancel Subscription comes with billing. */
export function AccountPage() {
  return (
    <div className="account-page">
      <PageHeader title="Account" description="What this workspace uses of its plan." />
      <UsageLimitsTable />
    </div>
  );
}
