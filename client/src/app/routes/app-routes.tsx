import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import { lazyPage } from './lazy-page';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { TODO_TEXTS } from '@client/features/todos/utils/texts';
import { AccessGate } from '../guards/access-gate';
import { SignedInNotice } from '../guards/signed-in-notice';
import { AppLayout } from '../layouts/app-layout';
import { SessionLayout } from '../layouts/session-layout';
import { kanbanRoutes } from './kanban-routes';
import { mindmapRoutes } from './mindmap-routes';
import { todoDetailRoute, todoRoutes } from './todo-routes';
import { workspaceRoutes } from './workspace-routes';

/**
 * Gated pages with the sidebar. Later issues add /mindmaps, /todos, /kanban, /billing and the other admin
 * pages here, so they get the access gate and the sidebar.
 */
export const gatedPages: RouteObject[] = [
  {
    path: PAGE_PATHS.dashboard,
    lazy: lazyPage(() => import('@client/features/dashboard/components/dashboard-page'), 'DashboardPage'),
  },
  {
    path: PAGE_PATHS.profile,
    lazy: lazyPage(() => import('@client/features/account/components/profile-page'), 'ProfilePage'),
  },
  {
    path: PAGE_PATHS.account,
    lazy: lazyPage(() => import('@client/features/account/components/account-page'), 'AccountPage'),
  },
  {
    path: PAGE_PATHS.teamMembers,
    lazy: lazyPage(() => import('@client/features/teams/components/team-members-page'), 'TeamMembersPage'),
  },
  {
    path: PAGE_PATHS.settings,
    lazy: lazyPage(() => import('@client/features/settings/components/settings-page'), 'SettingsPage'),
  },
  ...mindmapRoutes,
  ...todoRoutes,
  ...workspaceRoutes,
  ...kanbanRoutes,
  {
    path: PAGE_PATHS.adminUsers,
    lazy: lazyPage(() => import('@client/features/admin/components/users-page'), 'UsersPage'),
  },
  {
    path: PAGE_PATHS.adminPayments,
    lazy: lazyPage(() => import('@client/features/admin/components/payments-page'), 'PaymentsPage'),
  },
  {
    path: PAGE_PATHS.payment,
    lazy: lazyPage(
      () => import('@client/features/admin/components/payment-detail-page'),
      'PaymentDetailPage',
    ),
  },
  {
    path: PAGE_PATHS.adminAnalytics,
    lazy: lazyPage(() => import('@client/features/admin/components/analytics-page'), 'AnalyticsPage'),
  },
  {
    path: PAGE_PATHS.billing,
    lazy: lazyPage(() => import('@client/features/billing/components/billing-page'), 'BillingPage'),
  },
];

const TODO_SIGN_IN_MESSAGE = TODO_TEXTS.signInNeeded;

/** Sign-in pages and the access-gated app pages with the sidebar. */
export const appRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      {
        path: PAGE_PATHS.login,
        lazy: lazyPage(() => import('@client/features/auth/components/login-page'), 'LoginPage'),
      },
      {
        path: PAGE_PATHS.register,
        lazy: lazyPage(() => import('@client/features/auth/components/register-page'), 'RegisterPage'),
      },
      {
        path: PAGE_PATHS.purchaseRegister,
        lazy: lazyPage(
          () => import('@client/features/auth/components/purchase-register-page'),
          'PurchaseRegisterPage',
        ),
      },
      {
        path: PAGE_PATHS.checkout,
        lazy: lazyPage(() => import('@client/features/auth/components/checkout-page'), 'CheckoutPage'),
      },
      {
        path: PAGE_PATHS.setPassword,
        lazy: lazyPage(() => import('@client/features/auth/components/set-password-page'), 'SetPasswordPage'),
      },
      {
        path: PAGE_PATHS.resetPassword,
        lazy: lazyPage(
          () => import('@client/features/auth/components/reset-password-page'),
          'ResetPasswordPage',
        ),
      },
      {
        path: PAGE_PATHS.invite,
        lazy: lazyPage(() => import('@client/features/teams/components/invite-page'), 'InvitePage'),
      },
    ],
  },
  {
    element: <SessionLayout />,
    children: [
      {
        path: PAGE_PATHS.verifyEmail,
        lazy: lazyPage(() => import('@client/features/auth/components/verify-email-page'), 'VerifyEmailPage'),
      },
    ],
  },
  {
    element: <AccessGate />,
    children: [{ element: <AppLayout />, children: gatedPages }],
  },
  {
    element: <SignedInNotice message={TODO_SIGN_IN_MESSAGE} />,
    children: [
      { element: <AccessGate />, children: [{ element: <AppLayout />, children: [todoDetailRoute] }] },
    ],
  },
];
