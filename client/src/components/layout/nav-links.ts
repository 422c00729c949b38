import type { SessionUser } from '@shared/api/auth';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

export interface NavGroup {
  id: 'explore' | 'workspace' | 'admin';
  label: string;
  items: NavItem[];
}

export const MARKETING_LINKS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/mindmap-demo', label: 'Mindmap' },
  { to: '/todo-demo', label: 'Todo' },
  { to: '/kanban-demo', label: 'KanBan' },
  { to: '/purchase', label: 'Purchase' },
];

export const MEMBER_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/mindmaps', label: 'Mindmaps' },
  { to: '/todos', label: 'Todos' },
];

export const ADMIN_LINKS: NavItem[] = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/analytics', label: 'Analytics' },
];

/** The app links a signed-in user gets next to the marketing links: workspace, and admin for admins. */
export function appNavGroups(user: SessionUser | null): NavGroup[] {
  if (!user) return [];
  const groups: NavGroup[] = [{ id: 'workspace', label: 'Workspace', items: MEMBER_LINKS }];
  if (user.role === 'admin') groups.push({ id: 'admin', label: 'Admin', items: ADMIN_LINKS });
  return groups;
}
