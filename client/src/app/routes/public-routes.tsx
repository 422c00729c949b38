import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { HomePage } from '@client/features/marketing/pages/home-page';

/** Marketing, legal, demo and purchase-path pages: header and footer layout, no sign-in needed. */
export const publicRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/about',
        lazy: lazyPage(() => import('@client/features/marketing/pages/about-page'), 'AboutPage'),
      },
      {
        path: '/mindmap-demo',
        lazy: lazyPage(() => import('@client/features/marketing/pages/mindmap-demo-page'), 'MindmapDemoPage'),
      },
      {
        path: '/todo-demo',
        lazy: lazyPage(() => import('@client/features/marketing/pages/todo-demo-page'), 'TodoDemoPage'),
      },
      {
        path: '/kanban-demo',
        lazy: lazyPage(() => import('@client/features/marketing/pages/kanban-demo-page'), 'KanbanDemoPage'),
      },
      {
        path: '/demo',
        lazy: lazyPage(
          () => import('@client/features/marketing/pages/demo-workspace-page'),
          'DemoWorkspacePage',
        ),
      },
      {
        path: '/privacy',
        lazy: lazyPage(() => import('@client/features/marketing/pages/privacy-page'), 'PrivacyPage'),
      },
      {
        path: '/terms',
        lazy: lazyPage(() => import('@client/features/marketing/pages/terms-page'), 'TermsPage'),
      },
      {
        path: '/purchase',
        lazy: lazyPage(() => import('@client/features/marketing/pages/purchase-page'), 'PurchasePage'),
      },
      {
        path: '/upgrade-required',
        lazy: lazyPage(
          () => import('@client/features/marketing/pages/upgrade-required-page'),
          'UpgradeRequiredPage',
        ),
      },
      {
        path: '/trial-expired',
        lazy: lazyPage(() => import('./trial-expired-route'), 'TrialExpiredRoute'),
      },
    ],
  },
];
