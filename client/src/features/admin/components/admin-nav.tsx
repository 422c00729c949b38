import clsx from 'clsx';
import { NavLink } from 'react-router-dom';
import './admin.css';

const LINKS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/analytics', label: 'Analytics' },
];

/** The admin area's shared nav: Users, Payments, Analytics. */
export function AdminNav() {
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
