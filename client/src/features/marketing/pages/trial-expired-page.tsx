import type { ReactNode } from 'react';
import { Hourglass } from 'lucide-react';
import { PLAN_NAME, PLAN_PRICE_LABEL, TRIAL_DAYS } from '@shared/constants';
import { AccessNotice } from '../components/access-notice';
import { useDocumentTitle } from '../hooks/use-document-title';

/** `children`: more ways out, e.g. a switch to another workspace whose plan is still open. */
export function TrialExpiredPage({ children }: { children?: ReactNode }) {
  useDocumentTitle('Trial expired');
  return (
    <AccessNotice icon={<Hourglass />} title="Your free trial has ended">
      <p>
        Thanks for trying Mindlane. Your {TRIAL_DAYS}-day trial is over, or your paid period has run out, so
        the workspace is locked for now.
      </p>
      <p>
        Your maps, lists and boards are safe. Choose the {PLAN_NAME} for {PLAN_PRICE_LABEL} per month to
        unlock them again.
      </p>
      {children}
    </AccessNotice>
  );
}
