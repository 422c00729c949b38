import { ArrowLeft, House } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { MarketingLayout } from '@client/components/layout/marketing-layout';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import './not-found.css';

/** The 404 page for any unknown route: logo header, Go Back and Home, footer. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <MarketingLayout minimal>
      <div className="not-found">
        <div className="container not-found__inner">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="not-found__title">Page not found</h1>
          <p className="not-found__text">
            The page you are looking for does not exist or has moved. Check the address, or head back to safer
            ground.
          </p>
          <div className="centered-actions">
            <Button size="lg" variant="secondary" leadingIcon={<ArrowLeft />} onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <ButtonLink to="/" size="lg" leadingIcon={<House />}>
              Home
            </ButtonLink>
          </div>
        </div>
      </div>
    </MarketingLayout>
  );
}
