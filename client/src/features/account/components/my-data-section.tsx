import { Download } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-errors';
import { useFileDownload } from '@client/lib/download-file';
import './my-data-section.css';

/** "Your data" of the account page: what the account itself holds, as one JSON file. */
export function MyDataSection() {
  const download = useFileDownload('/api/exports/me', 'mindlane-my-data.json');

  return (
    <section aria-labelledby="account-data-title" className="account-section">
      <h2 id="account-data-title" className="account-section__title">
        Your data
      </h2>
      <p className="my-data__text">
        One JSON file with your profile, your workspaces and roles, the comments you wrote, the mentions you
        received and your API tokens’ names, scopes and dates (never their secrets).
      </p>
      <Button
        variant="secondary"
        leadingIcon={<Download aria-hidden="true" />}
        loading={download.pending}
        loadingLabel="Preparing…"
        onClick={download.start}
      >
        Download my data
      </Button>
      {download.error !== null && (
        <Alert tone="error">{errorText(download.error, 'The download failed. Try again.')}</Alert>
      )}
    </section>
  );
}
