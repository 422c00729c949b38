import { Lock } from 'lucide-react';
import { PLAN_NAME, PLAN_PRICE_LABEL } from '@shared/constants';
import { AccessNotice } from '../components/access-notice';
import { useDocumentTitle } from '../hooks/use-document-title';

export function UpgradeRequiredPage() {
  useDocumentTitle('Upgrade required');
  return (
    <AccessNotice icon={<Lock />} title="Upgrade required">
      <p>
        This part of Mindlane needs an active {PLAN_NAME}. Your subscription is not active right now, so
        creating and editing are paused.
      </p>
      <p>
        Nothing is lost: your maps, lists and boards are saved. Subscribe for {PLAN_PRICE_LABEL} per month to
        pick up right where you left off.
      </p>
    </AccessNotice>
  );
}
