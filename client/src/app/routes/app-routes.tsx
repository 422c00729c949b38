import type { RouteObject } from 'react-router-dom';
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
    path: '/dashboard',
    lazy: lazyPage(() => import('@client/features/dashboard/components/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/profile',
    lazy: lazyPage(() => import('@client/features/account/components/profile-page'), 'ProfilePage'),
  },
  {
    path: '/account',
    lazy: lazyPage(() => import('@client/features/account/components/account-page'), 'AccountPage'),
  },
  {
    path: '/team-members',
    lazy: lazyPage(() => import('@client/features/teams/components/team-members-page'), 'TeamMembersPage'),
  },
  ...mindmapRoutes,
  ...todoRoutes,
  ...workspaceRoutes,
  ...kanbanRoutes,
  {
    path: '/admin/users',
    lazy: lazyPage(() => import('@client/features/admin/components/users-page'), 'UsersPage'),
  },
  {
    path: '/admin/payments',
    lazy: lazyPage(() => import('@client/features/admin/components/payments-page'), 'PaymentsPage'),
  },
  {
    path: '/payments/:id',
    lazy: lazyPage(
      () => import('@client/features/admin/components/payment-detail-page'),
      'PaymentDetailPage',
    ),
  },
  {
    path: '/admin/analytics',
    lazy: lazyPage(() => import('@client/features/admin/components/analytics-page'), 'AnalyticsPage'),
  },
  {
    path: '/billing',
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
        path: '/login',
        lazy: lazyPage(() => import('@client/features/auth/components/login-page'), 'LoginPage'),
      },
      {
        path: '/register',
        lazy: lazyPage(() => import('@client/features/auth/components/register-page'), 'RegisterPage'),
      },
      {
        path: '/purchase-register',
        lazy: lazyPage(
          () => import('@client/features/auth/components/purchase-register-page'),
          'PurchaseRegisterPage',
        ),
      },
      {
        path: '/checkout',
        lazy: lazyPage(() => import('@client/features/auth/components/checkout-page'), 'CheckoutPage'),
      },
      {
        path: '/set-password',
        lazy: lazyPage(() => import('@client/features/auth/components/set-password-page'), 'SetPasswordPage'),
      },
      {
        path: '/reset-password',
        lazy: lazyPage(
          () => import('@client/features/auth/components/reset-password-page'),
          'ResetPasswordPage',
        ),
      },
      {
        path: '/invite',
        lazy: lazyPage(() => import('@client/features/teams/components/invite-page'), 'InvitePage'),
      },
    ],
  },
  {
    element: <SessionLayout />,
    children: [
      {
        path: '/verify-email',
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
