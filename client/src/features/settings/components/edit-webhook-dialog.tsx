import { useId } from 'react';
import type { Webhook } from '@shared/api/webhooks';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookForm } from './webhook-form';

export interface EditWebhookDialogProps {
  webhook: Webhook;
  onClose: () => void;
}

/** Changes an endpoint's address, description or events; shown while mounted. */
export function EditWebhookDialog({ webhook, onClose }: EditWebhookDialogProps) {
  const update = useUpdateWebhook();
  const formId = useId();
  return (
    <Dialog
      onClose={() => !update.isPending && onClose()}
      title="Edit endpoint"
      size="lg"
      footer={<FormDialogFooter formId={formId} submitLabel="Save changes" disabled={update.isPending} />}
    >
      <WebhookForm
        id={formId}
        label="Edit endpoint"
        initial={webhook}
        pending={update.isPending}
        error={update.error}
        onSubmit={(changes) => update.mutate({ id: webhook.id, changes }, { onSuccess: onClose })}
      />
    </Dialog>
  );
}
