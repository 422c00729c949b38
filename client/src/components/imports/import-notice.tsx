import { useEffect } from 'react';
import { Alert } from '@client/components/ui/alert';
import { importNotice, useImportNotice } from '@client/lib/imports/import-notice';

const SHOWN_MS = 12_000;

/**
 * The notice of what an import made, over whichever page the import led to; a failure of an import whose
 * page was left stays until dismissed.
 */
export function ImportNotice() {
  const notice = useImportNotice();
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => importNotice.show(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} className="ui-alert--floating" onDismiss={() => importNotice.show(null)}>
      {notice.text}
    </Alert>
  );
}
