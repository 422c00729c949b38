import type { RouteObject } from 'react-router-dom';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { AccountPage } from '@client/features/account/components/account-page';
import { ProfilePage } from '@client/features/account/components/profile-page';
import { UsersPage } from '@client/features/admin/components/users-page';
import { CheckoutPage } from '@client/features/auth/components/checkout-page';
import { LoginPage } from '@client/features/auth/components/login-page';
import { PurchaseRegisterPage } from '@client/features/auth/components/purchase-register-page';
import { RegisterPage } from '@client/features/auth/components/register-page';
import { ResetPasswordPage } from '@client/features/auth/components/reset-password-page';
import { SetPasswordPage } from '@client/features/auth/components/set-password-page';
import { DashboardPage } from '@client/features/dashboard/components/dashboard-page';
import { InvitePage } from '@client/features/teams/components/invite-page';
import { TeamMembersPage } from '@client/features/teams/components/team-members-page';
import { AccessGate } from '../guards/access-gate';
import { AppLayout } from '../layouts/app-layout';

/**
 * Gated pages with the sidebar. Later issues add /mindmaps, /todos, /kanban, /billing and the other admin
 * pages here, so they get the access gate and the sidebar.
 */
export const gatedPages: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/team-members', element: <TeamMembersPage /> },
  { path: '/admin/users', element: <UsersPage /> },
];

/** Sign-in pages and the access-gated app pages with the sidebar. */
export const appRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/purchase-register', element: <PurchaseRegisterPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/invite', element: <InvitePage /> },
    ],
  },
  {
    element: <AccessGate />,
    children: [{ element: <AppLayout />, children: gatedPages }],
  },
];
