import { useNavigate } from 'react-router-dom';
import { TrialExpiredPage } from '@client/features/marketing/pages/trial-expired-page';
import { WorkspaceSwitcher } from '@client/features/teams/components/workspace-switcher';
import { useSession } from '@client/lib/session';

/** The trial-expired notice; a member of other workspaces can switch to one whose plan is open. */
export function TrialExpiredRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <TrialExpiredPage>
      {user ? <WorkspaceSwitcher onSwitched={() => navigate('/dashboard')} /> : null}
    </TrialExpiredPage>
  );
}
