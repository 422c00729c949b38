import { ArrowLeft, House } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import { useSession } from '@client/lib/session';
import { AppLayout } from '../layouts/app-layout';
import { RouteFallback } from './route-fallback';
import { NotFoundPanel } from '@client/components/ui/not-found-panel';

/**
 * The 404 page for any unknown route, in the frame the reader is used to: the app shell with its sidebar
 * for a signed-in user, the marketing header (links and Login) and footer for a visitor.
 */
export function NotFoundPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('Page not found');
  if (isLoading) return <RouteFallback />;
  if (user)
    return (
      <AppLayout>
        <NotFoundContent />
      </AppLayout>
    );
  return (
    <MarketingLayout>
      <NotFoundContent />
    </MarketingLayout>
  );
}

function NotFoundContent() {
  const navigate = useNavigate();
  return (
    <NotFoundPanel
      title="Page not found"
      text="The page you are looking for does not exist or has moved. Check the address, or head back to safer ground."
      actions={
        <>
          <Button size="lg" variant="secondary" leadingIcon={<ArrowLeft />} onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <ButtonLink to="/" size="lg" leadingIcon={<House />}>
            Home
          </ButtonLink>
        </>
      }
    />
  );
}
