import { Download } from 'lucide-react';
import { errorText } from '@client/lib/api-errors';
import { useFileDownload } from '@client/lib/download-file';
import { Alert } from './alert';
import { Button } from './button';

export interface DownloadButtonProps {
  /** What to download (sent with the session cookie). */
  path: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** What the button says while the server prepares the file. */
  loadingLabel: string;
  children: string;
}

/** A button that downloads a file the server makes, shows that it is being prepared and why it failed. */
export function DownloadButton({ path, fallbackName, loadingLabel, children }: DownloadButtonProps) {
  const download = useFileDownload(path, fallbackName);
  return (
    <>
      <div>
        <Button
          variant="secondary"
          leadingIcon={<Download aria-hidden="true" />}
          loading={download.pending}
          loadingLabel={loadingLabel}
          onClick={download.start}
        >
          {children}
        </Button>
      </div>
      {download.error !== null && (
        <Alert tone="error">{errorText(download.error, 'The download failed. Try again.')}</Alert>
      )}
    </>
  );
}
