import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SignOutDialog } from '@client/components/layout/sign-out-dialog';
import { UpdateNotice } from '@client/components/layout/update-notice';
import { HistoryControl } from '@client/features/history/components/history-control';
import { type DocumentHistoryProps, DocumentHistorySlot } from '@client/lib/document-history';
import { queryClient } from '@client/lib/query-client';
import { loginPathFor } from '@client/lib/safe-next';
import { setSignOutDestination } from '@client/lib/sign-out';
import { router } from './router';

/** The History control each document page places in its header (lib/document-history). */
const historyControl = (props: DocumentHistoryProps) => <HistoryControl {...props} />;

setSignOutDestination((returnTo) =>
  router.navigate(returnTo ? loginPathFor(returnTo) : '/login', { replace: true }),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentHistorySlot.Provider value={historyControl}>
        <RouterProvider router={router} />
      </DocumentHistorySlot.Provider>
      <SignOutDialog />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
