import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SignOutDialog } from '@client/components/layout/sign-out-dialog';
import { UpdateNotice } from '@client/components/layout/update-notice';
import { queryClient } from '@client/lib/query-client';
import { loginPathFor } from '@client/lib/safe-next';
import { setSignOutDestination } from '@client/lib/sign-out';
import { router } from './router';

setSignOutDestination((returnTo) =>
  router.navigate(returnTo ? loginPathFor(returnTo) : '/login', { replace: true }),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <SignOutDialog />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
