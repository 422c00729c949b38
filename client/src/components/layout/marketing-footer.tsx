import { Link } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import './marketing-footer.css';

const PRODUCT_LINKS = [
  { to: '/mindmap-demo', label: 'Mind map demo' },
  { to: '/todo-demo', label: 'Todo demo' },
  { to: '/kanban-demo', label: 'Kanban demo' },
  { to: '/demo', label: 'Demo workspace' },
  { to: '/purchase', label: 'Pricing' },
];

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/register', label: 'Free trial' },
  { to: '/login', label: 'Login' },
];

/** The footer's hosting link: the install itself (every install is hosted by whoever runs it). */
function hostingLabel(host: string): string {
  return `Hosted at ${host}`;
}

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="site-footer__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MarketingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <BrandLogo />
            <p className="site-footer__tagline">
              Mind maps, to-do lists and Kanban boards in one live workspace. Think it, plan it, ship it.
            </p>
          </div>
          <nav className="site-footer__columns" aria-label="Footer">
            <FooterColumn title="Product" links={PRODUCT_LINKS} />
            <FooterColumn title="Company" links={COMPANY_LINKS} />
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">© {year} Mindlane. All rights reserved.</p>
          <ul className="site-footer__legal">
            <li>
              <Link to="/terms" className="site-footer__link">
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="site-footer__link">
                Privacy
              </Link>
            </li>
            <li>
              <a href={window.location.origin} className="site-footer__link">
                {hostingLabel(window.location.host)}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
