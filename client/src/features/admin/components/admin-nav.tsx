import clsx from 'clsx';
import { NavLink } from 'react-router-dom';
import { PageHeader } from '@client/components/ui/page-header';
import './admin.css';

const LINKS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/analytics', label: 'Analytics' },
];

/**
 * The head of every admin page: the area's name, its shared nav, and what the page shows. The current tab
 * names the page (and the document's title), so no page says its name twice, as a heading over its tab.
 */
export function AdminHeader({ page, description }: { page: string; description: string }) {
  return (
    <>
      <PageHeader title="Admin" documentTitle={`${page} · Admin`} className="admin-header" />
      <AdminNav />
      <p className="admin-header__description">{description}</p>
    </>
  );
}

/** The admin area's shared nav: Users, Payments, Analytics. */
function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul className="admin-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => clsx('admin-nav__link', isActive && 'admin-nav__link--active')}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
