import type { RouteObject } from 'react-router-dom';
import { PAGE_PATHS } from '@shared/page-paths';
import { lazyPage } from './lazy-page';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { HomePage } from '@client/features/marketing/pages/home-page';

/** Marketing, legal, demo and purchase-path pages: header and footer layout, no sign-in needed. */
export const publicRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: PAGE_PATHS.home, element: <HomePage /> },
      {
        path: PAGE_PATHS.about,
        lazy: lazyPage(() => import('@client/features/marketing/pages/about-page'), 'AboutPage'),
      },
      {
        path: PAGE_PATHS.mindmapDemo,
        lazy: lazyPage(() => import('@client/features/marketing/pages/mindmap-demo-page'), 'MindmapDemoPage'),
      },
      {
        path: PAGE_PATHS.todoDemo,
        lazy: lazyPage(() => import('@client/features/marketing/pages/todo-demo-page'), 'TodoDemoPage'),
      },
      {
        path: PAGE_PATHS.kanbanDemo,
        lazy: lazyPage(() => import('@client/features/marketing/pages/kanban-demo-page'), 'KanbanDemoPage'),
      },
      {
        path: PAGE_PATHS.demo,
        lazy: lazyPage(
          () => import('@client/features/marketing/pages/demo-workspace-page'),
          'DemoWorkspacePage',
        ),
      },
      {
        path: PAGE_PATHS.privacy,
        lazy: lazyPage(() => import('@client/features/marketing/pages/privacy-page'), 'PrivacyPage'),
      },
      {
        path: PAGE_PATHS.terms,
        lazy: lazyPage(() => import('@client/features/marketing/pages/terms-page'), 'TermsPage'),
      },
      {
        path: PAGE_PATHS.purchase,
        lazy: lazyPage(() => import('@client/features/marketing/pages/purchase-page'), 'PurchasePage'),
      },
      {
        path: PAGE_PATHS.upgradeRequired,
        lazy: lazyPage(
          () => import('@client/features/marketing/pages/upgrade-required-page'),
          'UpgradeRequiredPage',
        ),
      },
      {
        path: PAGE_PATHS.trialExpired,
        lazy: lazyPage(() => import('./trial-expired-route'), 'TrialExpiredRoute'),
      },
    ],
  },
];
