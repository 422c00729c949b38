import clsx from 'clsx';
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSignOutAndLeave } from '@client/components/layout/account-menu';
import { BrandMark } from '@client/components/layout/brand-logo';
import { NotificationsMenu } from '@client/components/notifications/notifications-menu';
import { SearchButton } from '@client/components/search/search-button';
import { SearchPalette } from '@client/components/search/search-palette';
import { IconButton } from '@client/components/ui/icon-button';
import { useCurrentUser } from '@client/lib/session';
import { useWorkspaces } from '@client/features/teams/api/get-workspaces';
import { useSwitchWorkspace } from '@client/features/teams/api/switch-workspace';
import { WorkspaceSwitcher } from '@client/features/teams/components/workspace-switcher';
import { isItemActive, sidebarSections, type SidebarItem } from './sidebar-items';
import { SidebarTrial } from './sidebar-trial';
import './sidebar.css';

/** Pages that show one map, list or board: after a workspace switch they belong to the other workspace. */
const ITEM_PAGE = /^\/(maps|todos|todo|kanban)\/[^/]+/;

interface SidebarLinkProps {
  item: SidebarItem;
  active: boolean;
  collapsed: boolean;
  onNavigate: () => void;
}

function SidebarLink({ item, active, collapsed, onNavigate }: SidebarLinkProps) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      className={clsx('app-sidebar__link', active && 'app-sidebar__link--active')}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? item.label : undefined}
    >
      <Icon className="app-sidebar__icon" aria-hidden="true" />
      <span className="app-sidebar__label">{item.label}</span>
    </Link>
  );
}

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** Called when a link is followed (the layout closes the sidebar on phones). */
  onNavigate: () => void;
}

/** The app's left sidebar (spec section 2). */
export function Sidebar({ collapsed, onToggle, onNavigate }: SidebarProps) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOutAndLeave();
  const workspaces = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();
  const workspaceRole = workspaces.data?.find((workspace) => workspace.current)?.role ?? null;
  const sections = useMemo(() => sidebarSections(user.role, workspaceRole), [user.role, workspaceRole]);
  const pages = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const leaveItemPage = () => {
    if (ITEM_PAGE.test(pathname)) navigate('/dashboard');
  };

  return (
    <aside className="app-sidebar" aria-label="Sidebar">
      <div className="app-sidebar__top">
        <Link to="/dashboard" className="app-sidebar__brand" aria-label="Mindlane dashboard">
          <BrandMark />
          <span className="app-sidebar__label app-sidebar__brand-name">Mindlane</span>
        </Link>
        <IconButton
          className="app-sidebar__toggle"
          size="sm"
          label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          icon={collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar-nav"
          onClick={onToggle}
        />
      </div>

      {!collapsed && (
        <div className="app-sidebar__workspace">
          <WorkspaceSwitcher onSwitched={leaveItemPage} />
        </div>
      )}

      <div className="app-sidebar__notifications">
        <SearchButton className="app-sidebar__link" labelClassName="app-sidebar__label" onOpen={onNavigate} />
        <NotificationsMenu className="app-sidebar__link" labelClassName="app-sidebar__label" side="right" />
      </div>

      <nav id="app-sidebar-nav" className="app-sidebar__nav" aria-label="App">
        {sections.map((section) => (
          <div key={section.id} className="app-sidebar__section">
            {section.label && (
              <p className="app-sidebar__section-label" id={`sidebar-section-${section.id}`}>
                {section.label}
              </p>
            )}
            <ul
              className="app-sidebar__list"
              aria-labelledby={section.label ? `sidebar-section-${section.id}` : undefined}
            >
              {section.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink
                    item={item}
                    active={isItemActive(item, pathname)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className="app-sidebar__bottom">
        <SidebarTrial collapsed={collapsed} onNavigate={onNavigate} />
        <button
          type="button"
          className="app-sidebar__link app-sidebar__signout"
          title={collapsed ? 'Sign Out' : undefined}
          disabled={signOut.isPending}
          onClick={signOut.signOut}
        >
          <LogOut className="app-sidebar__icon" aria-hidden="true" />
          <span className="app-sidebar__label">Sign Out</span>
        </button>
      </div>
      <SearchPalette
        pages={pages}
        workspaces={workspaces.data ?? []}
        onSwitchWorkspace={(id) => switchWorkspace.mutate(id, { onSuccess: leaveItemPage })}
      />
    </aside>
  );
}
