import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import { AppLayout } from './app-layout';

/**
 * For pages anyone may open that a signed-in user reaches from inside the app (an e-mailed link): the app's
 * own shell with the sidebar when signed in, the public header and footer otherwise. It never redirects.
 */
export function SessionLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner size="lg" label="Loading" />;
  return user ? <AppLayout /> : <MarketingLayout />;
}
