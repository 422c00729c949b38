import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { Alert } from '@client/components/ui/alert';
import { errorText } from '@client/lib/api-errors';
import { useRollSecret } from '../api/roll-secret';
import { SecretPanel } from './secret-panel';

export interface RollSecretDialogProps {
  webhookId: string;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks before rolling an endpoint's signing secret, then shows the new one once; focus returns to the
 * button that opened it.
 */
export function RollSecretDialog({ webhookId, url, open, onOpenChange }: RollSecretDialogProps) {
  const roll = useRollSecret();
  const close = (next: boolean) => {
    if (!next && !roll.isPending) roll.reset();
    if (!roll.isPending) onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={roll.data ? 'New signing secret' : 'Roll the signing secret?'}
      description={
        roll.data
          ? undefined
          : `Deliveries to ${url} get signed with a new secret. The current one keeps signing beside it for 24 hours, so there is time to update the endpoint.`
      }
      size="md"
      role={roll.data ? 'dialog' : 'alertdialog'}
      hideCloseButton
      footer={
        roll.data ? (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={roll.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button loading={roll.isPending} onClick={() => roll.mutate(webhookId)}>
              Roll secret
            </Button>
          </>
        )
      }
    >
      {roll.isError && <Alert tone="error">{errorText(roll.error, 'The secret could not be rolled.')}</Alert>}
      {roll.data && (
        <SecretPanel secret={roll.data}>
          <p className="secret-panel__note">
            The old secret still signs deliveries for 24 hours, beside this one: check signatures with either
            until your endpoint uses the new one.
          </p>
        </SecretPanel>
      )}
    </Dialog>
  );
}
