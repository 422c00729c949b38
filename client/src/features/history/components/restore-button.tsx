import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Version } from '@shared/api/history';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { failureText } from '@client/lib/api-client';
import type { HistoryTarget } from '../api/history-keys';
import { useRestoreVersion } from '../api/restore-version';
import { restoredText } from '../utils/restored-text';

const RESTORE_FAILED = 'The version could not be restored. Please try again.';

export interface RestoreButtonProps {
  target: HistoryTarget;
  version: Version;
  /** When the version was, in words, for the question. */
  when: string;
  nameOf(id: string): string | null;
  onRestored(message: string): void;
}

/** "Restore this version", asked first; the restored state reaches every open copy over its socket. */
export function RestoreButton({ target, version, when, nameOf, onRestored }: RestoreButtonProps) {
  const [asking, setAsking] = useState(false);
  const restore = useRestoreVersion(target);
  const confirm = () =>
    restore.mutate(version.id, {
      onSuccess: (answer) => {
        setAsking(false);
        onRestored(restoredText(answer, nameOf));
      },
      onError: () => setAsking(false),
    });
  return (
    <>
      <Button size="sm" leadingIcon={<RotateCcw />} onClick={() => setAsking(true)}>
        Restore this version
      </Button>
      {restore.isError && (
        <Alert tone="error" className="history-preview__error" onDismiss={() => restore.reset()}>
          {failureText(restore.error, RESTORE_FAILED)}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !restore.isPending && setAsking(open)}
        title="Restore this version?"
        description={`The document goes back to how it was ${version.name ? `at “${version.name}”` : when}. Everyone on it sees the change at once, and the current state stays in the history, so nothing is lost.`}
        confirmLabel="Restore"
        tone="primary"
        loading={restore.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
