import { ChevronDown, ChevronUp, KeyRound, Pencil, Power, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Webhook } from '@shared/api/webhooks';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-errors';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import { useSendTestEvent } from '../api/send-test-event';
import { useUpdateWebhook } from '../api/update-webhook';
import { eventsSummary, webhookStatus } from '../utils/webhook-words';
import { DeliveriesLog } from './deliveries-log';
import { EditWebhookDialog } from './edit-webhook-dialog';
import { RollSecretDialog } from './roll-secret-dialog';

export interface WebhookItemProps {
  webhook: Webhook;
  /** Asks to delete the endpoint (the list holds the confirmation). */
  onDelete: () => void;
}

/** Until when a rolled secret still signs, while it does. */
function previousSecretNote(until: string | null): string | null {
  if (!until || Date.parse(until) <= Date.now()) return null;
  return `The previous secret also signs until ${formatDateTime(until)}.`;
}

/** One registered endpoint: what it hears about, whether it works, and what can be done with it. */
export function WebhookItem({ webhook, onDelete }: WebhookItemProps) {
  const [logOpen, setLogOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [rolling, setRolling] = useState(false);
  const sendTest = useSendTestEvent();
  const update = useUpdateWebhook();
  const urlId = useId();
  const logId = useId();
  const status = webhookStatus(webhook);
  const disabled = webhook.disabledAt !== null;
  const failure = sendTest.error ?? update.error;
  const secretNote = previousSecretNote(webhook.previousSecretUntil);

  function sendTestEvent() {
    // The log opens to follow the test delivery until it succeeds or fails.
    sendTest.mutate(webhook.id, { onSuccess: () => setLogOpen(true) });
  }

  return (
    <li className="webhook-item" aria-labelledby={urlId}>
      <div className="webhook-item__head">
        <code id={urlId} className="webhook-item__url">
          {webhook.url}
        </code>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {webhook.description && <p className="webhook-item__description">{webhook.description}</p>}
      <dl className="webhook-item__meta">
        <div>
          <dt>Events</dt>
          <dd>{eventsSummary(webhook.events)}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDate(webhook.createdAt)}</dd>
        </div>
      </dl>
      {secretNote && <p className="webhook-item__note">{secretNote}</p>}

      <div
        className="webhook-item__actions"
        role="group"
        aria-label="Endpoint actions"
        aria-describedby={urlId}
      >
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<Send />}
          loading={sendTest.isPending}
          onClick={sendTestEvent}
        >
          Send test event
        </Button>
        <Button
          variant="secondary"
          size="sm"
          trailingIcon={logOpen ? <ChevronUp /> : <ChevronDown />}
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={() => setLogOpen((open) => !open)}
        >
          Deliveries
        </Button>
        <Button variant="ghost" size="sm" leadingIcon={<KeyRound />} onClick={() => setRolling(true)}>
          Roll secret
        </Button>
        <Button variant="ghost" size="sm" leadingIcon={<Pencil />} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Power />}
          loading={update.isPending}
          onClick={() => update.mutate({ id: webhook.id, changes: { enabled: disabled } })}
        >
          {disabled ? 'Enable' : 'Disable'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Trash2 />}
          className="webhook-item__delete"
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {sendTest.isSuccess ? 'Test event queued: its delivery shows in the log.' : ''}
      </p>
      {failure && (
        <Alert
          tone="error"
          onDismiss={() => {
            sendTest.reset();
            update.reset();
          }}
        >
          {errorText(failure, 'Something went wrong. Please try again.')}
        </Alert>
      )}
      {logOpen && <DeliveriesLog id={logId} webhookId={webhook.id} />}

      {editing && <EditWebhookDialog webhook={webhook} onClose={() => setEditing(false)} />}
      <RollSecretDialog webhookId={webhook.id} url={webhook.url} open={rolling} onOpenChange={setRolling} />
    </li>
  );
}
