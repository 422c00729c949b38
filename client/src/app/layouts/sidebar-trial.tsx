import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useUserStatus } from '@client/lib/session';

/** 'Trial Day N' and the Upgrade button (checkout for the user's own account), for trialing users only. */
export function SidebarTrial({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { data: status } = useUserStatus();
  if (status?.subscription_status !== 'trialing' || status.trial_day === null) return null;
  const label = `Trial Day ${status.trial_day}`;

  return (
    <div className="app-sidebar__trial">
      <p className="app-sidebar__trial-day app-sidebar__label">{label}</p>
      <Link
        to="/checkout"
        className="app-sidebar__upgrade"
        onClick={onNavigate}
        title={collapsed ? `${label}: Upgrade` : undefined}
      >
        <Sparkles className="app-sidebar__icon" aria-hidden="true" />
        <span className="app-sidebar__label">Upgrade</span>
      </Link>
    </div>
  );
}
