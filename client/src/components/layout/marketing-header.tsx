import { NavLink } from 'react-router-dom';
import { useSession } from '@client/lib/session';
import { ButtonLink } from '@client/components/ui/button-link';
import { Skeleton } from '@client/components/ui/skeleton';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { MobileDrawer } from './mobile-drawer';
import { appNavGroups, MARKETING_LINKS, type NavItem } from './nav-links';
import './marketing-header.css';

function HeaderLink({ item, className }: { item: NavItem; className: string }) {
  return (
    <NavLink to={item.to} end={item.end} className={className}>
      {item.label}
    </NavLink>
  );
}

/** The logo alone, for pages that keep the visitor's attention on one choice (the 404 page). */
function MinimalHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <BrandLogo />
      </div>
    </header>
  );
}

/** Sticky site header: marketing links, the signed-in user's app links, avatar menu or Login, mobile drawer. */
export function MarketingHeader({ minimal = false }: { minimal?: boolean }) {
  const { user, isLoading } = useSession();
  const groups = appNavGroups(user);
  if (minimal) return <MinimalHeader />;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <BrandLogo />
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {MARKETING_LINKS.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} className="site-header__link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {isLoading ? (
            <Skeleton shape="circle" width={32} height={32} />
          ) : user ? (
            <AccountMenu user={user} />
          ) : (
            <ButtonLink to="/login" variant="secondary" size="sm" className="site-header__login">
              Login
            </ButtonLink>
          )}
          <MobileDrawer user={user} />
        </div>
      </div>
      {groups.length > 0 && (
        <nav className="site-header__app-bar" aria-label="Workspace">
          <div className="container site-header__app-inner">
            {groups.map((group) => (
              <div key={group.id} className="site-header__group">
                <span className="site-header__group-label" id={`header-group-${group.id}`}>
                  {group.label}
                </span>
                <ul className="site-header__app-links" aria-labelledby={`header-group-${group.id}`}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <HeaderLink item={item} className="site-header__app-link" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      )}
    </header>
  );
}
