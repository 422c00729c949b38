import { RefreshCw } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { errorText } from '@client/lib/api-errors';
import { formatDateTime } from '@client/lib/format-date';
import type { WebhookDelivery } from '@shared/api/webhooks';
import './deliveries-log.css';
import { DELIVERIES_SHOWN, useDeliveries } from '../api/get-deliveries';
import { useRedeliver } from '../api/redeliver';
import { answerExcerpt, deliveryStatusWords } from '../utils/webhook-words';

const COLUMNS = [
  { label: 'Event' },
  { label: 'Status' },
  { label: 'Attempts', className: 'ui-table__num' },
  { label: 'Response' },
  { label: 'Answer' },
  { label: 'Time' },
  { label: 'Actions', hidden: true },
];

interface RowProps {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  redelivering: boolean;
}

function DeliveryRow({ delivery, onRedeliver, redelivering }: RowProps) {
  const status = deliveryStatusWords(delivery.status);
  const at = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <tr>
      <th scope="row" className="deliveries__event">
        <code>{delivery.eventType}</code>
      </th>
      <td>
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td className="ui-table__num">
        <span className="deliveries__phone-label">Attempts </span>
        {delivery.attempts}
      </td>
      <td>
        <span className="deliveries__phone-label">HTTP </span>
        {delivery.lastStatus ?? '—'}
      </td>
      <td className="deliveries__answer">
        <code title={delivery.lastAnswer ?? undefined}>{answerExcerpt(delivery.lastAnswer)}</code>
      </td>
      <td className="deliveries__time">
        <time dateTime={at}>{formatDateTime(at)}</time>
      </td>
      <td>
        <Button variant="ghost" size="sm" loading={redelivering} onClick={onRedeliver}>
          Redeliver
        </Button>
      </td>
    </tr>
  );
}

/** One endpoint's latest deliveries, newest first, each of which can be sent again. */
export function DeliveriesLog({ webhookId, id }: { webhookId: string; id: string }) {
  const deliveries = useDeliveries(webhookId, true);
  const redeliver = useRedeliver();
  const redelivering = redeliver.isPending ? redeliver.variables.deliveryId : null;

  return (
    <div id={id} className="deliveries" role="region" aria-label="Deliveries">
      <div className="deliveries__bar">
        <p className="deliveries__note">The latest {DELIVERIES_SHOWN} deliveries, newest first.</p>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<RefreshCw />}
          loading={deliveries.isFetching}
          onClick={() => deliveries.refetch()}
        >
          Refresh
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {redeliver.isSuccess ? 'The event was queued to be sent again.' : ''}
      </p>
      {redeliver.isError && (
        <Alert tone="error">{errorText(redeliver.error, 'The event could not be sent again.')}</Alert>
      )}
      {deliveries.isError ? (
        <LoadError
          title="Failed to load deliveries"
          message={errorText(deliveries.error, 'Please try again.')}
          onRetry={() => deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : deliveries.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading deliveries</span>
          <Skeleton width="100%" height={44} shape="block" />
        </div>
      ) : deliveries.data.length === 0 ? (
        <p className="settings-empty">Nothing was sent to this endpoint yet. Send a test event to try it.</p>
      ) : (
        <Table caption="Deliveries" columns={COLUMNS} stackOnPhone className="deliveries__table">
          <tbody>
            {deliveries.data.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                redelivering={redelivering === delivery.id}
                onRedeliver={() => redeliver.mutate({ webhookId, deliveryId: delivery.id })}
              />
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
