import { type ReactNode, useCallback, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { ImportNotice } from '@client/components/imports/import-notice';
import { OfflineBanner } from '@client/components/layout/offline-banner';
import { PendingCreatesNotice } from '@client/components/layout/pending-creates-notice';
import { useAccessPending } from '@client/lib/access-pending';
import { useKeptOfflineSync } from '@client/lib/offline/kept-offline';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import './app-layout.css';

function isPhoneWidth(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
}

/**
 * The signed-in app: the sidebar and the page beside it. On phones the open sidebar lies over the page
 * (a tap beside it, a link or Escape closes it), so the page keeps its width.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [collapsed, toggle] = useSidebarCollapsed();
  const accessPending = useAccessPending();
  useKeptOfflineSync();
  const closeOnPhone = useCallback(() => {
    if (!collapsed && isPhoneWidth()) toggle();
  }, [collapsed, toggle]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOnPhone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [closeOnPhone]);

  return (
    <div className="app-shell" data-collapsed={collapsed} aria-busy={accessPending || undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {accessPending ? (
        // Before the checks answer nothing of the account shows; the empty sidebar keeps the page's width.
        <aside className="app-sidebar" aria-hidden="true" />
      ) : (
        <Sidebar collapsed={collapsed} onToggle={toggle} onNavigate={closeOnPhone} />
      )}
      {!collapsed && !accessPending && (
        <button
          type="button"
          className="app-shell__scrim"
          aria-label="Close sidebar"
          tabIndex={-1}
          onClick={toggle}
        />
      )}
      <main className="app-main" id="main" tabIndex={-1}>
        <OfflineBanner />
        <PendingCreatesNotice />
        {children ?? <Outlet />}
        <ImportNotice />
      </main>
    </div>
  );
}
