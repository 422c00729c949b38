import * as RadixDialog from '@radix-ui/react-dialog';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { SessionUser } from '@shared/api/auth';
import { DRAWER_WIDTH_PX, MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { IconButton } from '@client/components/ui/icon-button';
import { useSignOutAndLeave } from './account-menu';
import { appNavGroups, MARKETING_LINKS, type NavGroup } from './nav-links';
import './mobile-drawer.css';

function DrawerGroup({ group }: { group: NavGroup }) {
  const headingId = `drawer-group-${group.id}`;
  return (
    <section className="mobile-drawer__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="mobile-drawer__group-label">
        {group.label}
      </h3>
      <ul className="mobile-drawer__links">
        {group.items.map((item) => (
          <li key={item.to}>
            <RadixDialog.Close asChild>
              <NavLink to={item.to} end={item.end} className="mobile-drawer__link">
                {item.label}
              </NavLink>
            </RadixDialog.Close>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DrawerAccount({ user }: { user: SessionUser | null }) {
  const { signOut, isPending } = useSignOutAndLeave();
  if (!user) {
    return (
      <div className="mobile-drawer__account">
        <RadixDialog.Close asChild>
          <ButtonLink to="/login" variant="primary" fullWidth>
            Login
          </ButtonLink>
        </RadixDialog.Close>
        <RadixDialog.Close asChild>
          <ButtonLink to="/register" variant="secondary" fullWidth>
            Start free 3-day trial
          </ButtonLink>
        </RadixDialog.Close>
      </div>
    );
  }
  const displayName = user.name || user.email;
  return (
    <div className="mobile-drawer__account">
      <div className="mobile-drawer__who">
        <Avatar src={user.picture} name={displayName} decorative />
        <div className="mobile-drawer__who-text">
          <span className="mobile-drawer__name">{displayName}</span>
          {user.name && <span className="mobile-drawer__email">{user.email}</span>}
        </div>
      </div>
      <RadixDialog.Close asChild>
        <ButtonLink to="/profile" variant="secondary" fullWidth leadingIcon={<UserRound />}>
          Profile
        </ButtonLink>
      </RadixDialog.Close>
      <Button variant="ghost" fullWidth leadingIcon={<LogOut />} loading={isPending} onClick={signOut}>
        Sign Out
      </Button>
    </div>
  );
}

/** The slide-in navigation for screens of 768px or less: a modal titled Menu, 300px wide. */
export function MobileDrawer({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const groups: NavGroup[] = [
    { id: 'explore', label: 'Explore', items: MARKETING_LINKS },
    ...appNavGroups(user),
  ];

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const closeOnDesktop = () => {
      if (!query.matches) setOpen(false);
    };
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton
          className="mobile-drawer__trigger"
          label="Open menu"
          icon={<Menu />}
          variant="secondary"
        />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mobile-drawer__overlay" />
        <RadixDialog.Content
          className="mobile-drawer"
          style={{ width: DRAWER_WIDTH_PX }}
          aria-describedby={undefined}
        >
          <div className="mobile-drawer__header">
            <RadixDialog.Title className="mobile-drawer__title">Menu</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close menu" icon={<X />} />
            </RadixDialog.Close>
          </div>
          <nav className="mobile-drawer__nav" aria-label="Menu">
            {groups.map((group) => (
              <DrawerGroup key={group.id} group={group} />
            ))}
          </nav>
          <DrawerAccount user={user} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
