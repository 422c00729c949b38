import { DownloadButton } from '@client/components/ui/download-button';
import './my-data-section.css';

/** "Your data" of the account page: what the account itself holds, as one JSON file. */
export function MyDataSection() {
  return (
    <section aria-labelledby="account-data-title" className="account-section">
      <h2 id="account-data-title" className="account-section__title">
        Your data
      </h2>
      <p className="account-section__text">
        One JSON file with your profile, your workspaces and roles, the comments you wrote, the mentions you
        received and your API tokens’ names, scopes and dates (never their secrets).
      </p>
      <DownloadButton path="/api/exports/me" fallbackName="mindlane-my-data.json" loadingLabel="Preparing…">
        Download my data
      </DownloadButton>
    </section>
  );
}
