import type { RouteObject } from 'react-router-dom';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { AboutPage } from '@client/features/marketing/pages/about-page';
import { DemoWorkspacePage } from '@client/features/marketing/pages/demo-workspace-page';
import { HomePage } from '@client/features/marketing/pages/home-page';
import { KanbanDemoPage } from '@client/features/marketing/pages/kanban-demo-page';
import { MindmapDemoPage } from '@client/features/marketing/pages/mindmap-demo-page';
import { PrivacyPage } from '@client/features/marketing/pages/privacy-page';
import { PurchasePage } from '@client/features/marketing/pages/purchase-page';
import { TermsPage } from '@client/features/marketing/pages/terms-page';
import { TodoDemoPage } from '@client/features/marketing/pages/todo-demo-page';
import { TrialExpiredPage } from '@client/features/marketing/pages/trial-expired-page';
import { UpgradeRequiredPage } from '@client/features/marketing/pages/upgrade-required-page';

/** Marketing, legal, demo and purchase-path pages: header and footer layout, no sign-in needed. */
export const publicRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/mindmap-demo', element: <MindmapDemoPage /> },
      { path: '/todo-demo', element: <TodoDemoPage /> },
      { path: '/kanban-demo', element: <KanbanDemoPage /> },
      { path: '/demo', element: <DemoWorkspacePage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/purchase', element: <PurchasePage /> },
      { path: '/upgrade-required', element: <UpgradeRequiredPage /> },
      { path: '/trial-expired', element: <TrialExpiredPage /> },
    ],
  },
];
