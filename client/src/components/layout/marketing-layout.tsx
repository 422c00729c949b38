import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import './marketing-layout.css';

export interface MarketingLayoutProps {
  /** Rendered instead of the matched child route. */
  children?: ReactNode;
  /** Header with the logo only, no navigation. */
  minimal?: boolean;
}

/** Header, page and footer of the public pages. Renders the matched route, or `children` when given. */
export function MarketingLayout({ children, minimal = false }: MarketingLayoutProps) {
  return (
    <div className="marketing-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <MarketingHeader minimal={minimal} />
      <main id="main" className="marketing-layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <MarketingFooter />
      <ScrollRestoration />
    </div>
  );
}
