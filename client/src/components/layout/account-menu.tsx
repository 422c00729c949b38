import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { SessionUser } from '@shared/api/auth';
import { useSignOut } from '@client/lib/session';
import { Avatar } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import './account-menu.css';

/** Signs the user out, then goes to /login whatever the server answered. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    signOut: () => signOut.mutate(undefined, { onSettled: () => navigate('/login') }),
    isPending: signOut.isPending,
  };
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
          aria-label={`Account menu for ${displayName}`}
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
