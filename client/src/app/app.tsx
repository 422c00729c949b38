import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SignOutDialog } from '@client/components/layout/sign-out-dialog';
import { UpdateNotice } from '@client/components/layout/update-notice';
import { Spinner } from '@client/components/ui/spinner';
import { HistoryControl } from '@client/features/history/components/history-control';
import {
  type DocumentHistoryProps,
  DocumentHistorySlot,
  VersionMapSlot,
  type VersionMapProps,
} from '@client/lib/document-history';
import { queryClient } from '@client/lib/query-client';
import { loginPathFor } from '@client/lib/safe-next';
import { setSignOutDestination } from '@client/lib/sign-out';
import { router } from './router';

/** The History control each document page places in its header (lib/document-history). */
const historyControl = (props: DocumentHistoryProps) => <HistoryControl {...props} />;
/** The map editor's canvas for a version in the history preview (lib/document-history), loaded on first use. */
const MapVersionCanvas = lazy(() =>
  import('@client/features/mind-maps/components/version/map-version-canvas').then((module) => ({
    default: module.MapVersionCanvas,
  })),
);
const versionMap = (props: VersionMapProps) => (
  <Suspense fallback={<Spinner label="Drawing the map" />}>
    <MapVersionCanvas {...props} />
  </Suspense>
);

setSignOutDestination((returnTo) =>
  router.navigate(returnTo ? loginPathFor(returnTo) : '/login', { replace: true }),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentHistorySlot.Provider value={historyControl}>
        <VersionMapSlot.Provider value={versionMap}>
          <RouterProvider router={router} />
        </VersionMapSlot.Provider>
      </DocumentHistorySlot.Provider>
      <SignOutDialog />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
