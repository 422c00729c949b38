import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@shared/api/auth';
import { startSignOut, useSignOutState } from '@client/lib/sign-out';
import { Avatar, initialsOf } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import './account-menu.css';

/**
 * Signs the user out (lib/sign-out.ts): pending changes are sent first, then the session ends and the
 * app goes to /login. The questions it may ask are the app's SignOutDialog.
 */
export function useSignOutAndLeave() {
  const state = useSignOutState();
  return { signOut: () => void startSignOut(), isPending: state.step === 'sending' };
}

/** The avatar button in the header and its menu: Profile and Sign Out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSignOutAndLeave();
  const displayName = user.name || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <button
          type="button"
          className="account-menu__trigger"
          // The initials shown without a picture are in the name too: what a speech-input user reads on it.
          aria-label={`Account menu for ${displayName}${user.picture ? '' : `, ${initialsOf(displayName)}`}`}
        >
          <Avatar src={user.picture} name={displayName} size="sm" decorative />
          <ChevronDown className="account-menu__chevron" aria-hidden="true" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="account-menu__content">
        <DropdownMenuLabel className="account-menu__who">
          <span className="account-menu__name">{displayName}</span>
          {user.name && <span className="account-menu__email">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<LogOut />} onSelect={signOut}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
