import { useId } from 'react';
import { Card } from '@client/components/ui/card';
import { DownloadButton } from '@client/components/ui/download-button';
import './your-data-section.css';

/** "Your data" of the workspace settings (owner only): everything in the workspace as one zip. */
export function YourDataSection() {
  const titleId = useId();

  return (
    <Card as="section" className="your-data" aria-labelledby={titleId}>
      <h2 id={titleId} className="your-data__title">
        Your data
      </h2>
      <p className="your-data__intro">Download everything in this workspace as one zip file. It holds:</p>
      <ul className="your-data__list">
        <li>every mind map, as OPML and as JSON;</li>
        <li>every to-do list and the inbox, as Markdown and as CSV;</li>
        <li>every board, as CSV and as JSON (the shape of a Trello export);</li>
        <li>all comments, with their authors and times;</li>
        <li>
          the members and their roles, <strong>with every member’s e-mail address</strong>: keep the file
          safe;
        </li>
        <li>a README.txt that says what each file holds.</li>
      </ul>
      <DownloadButton
        path="/api/exports/workspace"
        fallbackName="mindlane-workspace.zip"
        loadingLabel="Preparing the zip…"
      >
        Download all data
      </DownloadButton>
    </Card>
  );
}
