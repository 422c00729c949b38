import { useEffect } from 'react';
import { Alert } from '@client/components/ui/alert';
import { importNotice, useImportNotice } from '@client/lib/imports/import-notice';

const SHOWN_MS = 12_000;

/** The notice of what an import made, over whichever page the import led to. */
export function ImportNotice() {
  const text = useImportNotice();
  useEffect(() => {
    if (!text) return;
    const timer = window.setTimeout(() => importNotice.show(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  if (!text) return null;
  return (
    <Alert tone="success" className="ui-alert--floating" onDismiss={() => importNotice.show(null)}>
      {text}
    </Alert>
  );
}
