import { LegalPage } from '../components/legal-page';
import { LEGAL_UPDATED } from '../data/company';
import { TERMS_SECTIONS } from '../data/terms-of-service';
import { useDocumentTitle } from '../hooks/use-document-title';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and Mindlane when you use our website and app. By creating
          an account or using Mindlane, you agree to them. Please read them; we have kept them as short as we
          can.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
