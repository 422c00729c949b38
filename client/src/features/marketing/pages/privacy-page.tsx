import { LegalPage } from '../components/legal-page';
import { LEGAL_UPDATED } from '../data/company';
import { PRIVACY_SECTIONS } from '../data/privacy-policy';
import { useDocumentTitle } from '../hooks/use-document-title';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This policy explains what information Mindlane collects when you use our website and app, why we
          collect it, and the choices you have. We keep it short and plain on purpose.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
