import { useEffect, useId, useRef } from 'react';
import type { CreatedWebhook } from '@shared/api/webhooks';
import { Button } from '@client/components/ui/button';
import { useCreateWebhook } from '../api/create-webhook';
import { WebhookForm } from './webhook-form';

export interface AddWebhookFormProps {
  onCreated: (created: CreatedWebhook) => void;
  onCancel: () => void;
}

/** Registers an endpoint; its address field takes the focus when the form opens. */
export function AddWebhookForm({ onCreated, onCancel }: AddWebhookFormProps) {
  const create = useCreateWebhook();
  const formId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);

  return (
    <div ref={box} className="webhooks__add">
      <h3 className="webhooks__add-title">Add endpoint</h3>
      <WebhookForm
        id={formId}
        label="Add endpoint"
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body, { onSuccess: onCreated })}
      >
        <div className="webhook-form__buttons">
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add endpoint
          </Button>
        </div>
      </WebhookForm>
    </div>
  );
}
