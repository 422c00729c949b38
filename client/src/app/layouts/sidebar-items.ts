import {
  ChartColumn,
  CircleUser,
  CreditCard,
  LayoutDashboard,
  ListTodo,
  Network,
  Receipt,
  Settings,
  SlidersHorizontal,
  SquareKanban,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@shared/api/auth';
import type { MemberRole } from '@shared/api/teams';

export interface SidebarItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other routes under which this item counts as the current page (a map under Mindmaps). */
  alsoActiveUnder?: string[];
}

export interface SidebarSection {
  id: 'work' | 'admin' | 'account';
  /** Shown above the links; the first section has none. */
  label?: string;
  items: SidebarItem[];
}

const WORK: SidebarItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/mindmaps', label: 'Mindmaps', icon: Network, alsoActiveUnder: ['/maps', '/workspace'] },
  { to: '/todos', label: 'Todos', icon: ListTodo, alsoActiveUnder: ['/todo', '/todo-canvas'] },
  { to: '/kanban', label: 'Kanban', icon: SquareKanban },
  { to: '/team-members', label: 'Team Members', icon: Users },
];

/** Shown to the current workspace's owner only (the server refuses everyone else anyway). */
const OWNER: SidebarItem[] = [{ to: '/settings', label: 'Settings', icon: SlidersHorizontal }];

const ADMIN: SidebarItem[] = [
  { to: '/admin/users', label: 'Users', icon: UserCog },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/analytics', label: 'Analytics', icon: ChartColumn },
];

const ACCOUNT: SidebarItem[] = [
  { to: '/profile', label: 'Profile', icon: CircleUser },
  { to: '/billing', label: 'Billing', icon: Receipt },
  { to: '/account', label: 'Account', icon: Settings },
];

/**
 * Spec section 2: the work links (with the workspace's settings for its owner), the admin links for admins
 * only, then everyone's account links. `workspaceRole` is the user's role in the current workspace, null
 * while it is not known.
 */
export function sidebarSections(role: Role, workspaceRole: MemberRole | null): SidebarSection[] {
  const sections: SidebarSection[] = [
    { id: 'work', items: workspaceRole === 'owner' ? [...WORK, ...OWNER] : WORK },
  ];
  if (role === 'admin') sections.push({ id: 'admin', label: 'Admin', items: ADMIN });
  sections.push({ id: 'account', label: 'Account', items: ACCOUNT });
  return sections;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** True when `pathname` is the item's page or one below it. */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveUnder ?? [])].some((base) => isUnder(pathname, base));
}
