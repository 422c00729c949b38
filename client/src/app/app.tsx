import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SignOutDialog } from '@client/components/layout/sign-out-dialog';
import { UpdateNotice } from '@client/components/layout/update-notice';
import { queryClient } from '@client/lib/query-client';
import { setSignOutDestination } from '@client/lib/sign-out';
import { router } from './router';

setSignOutDestination(() => router.navigate('/login', { replace: true }));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <SignOutDialog />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
