import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CreatedWebhook, Webhook } from '@shared/api/webhooks';
import { MAX_WEBHOOKS_PER_WORKSPACE } from '@shared/api/webhooks';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/api-errors';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { OwnerOnly } from './owner-only';
import { SecretPanel } from './secret-panel';
import { WebhookItem } from './webhook-item';

/** The workspace's outgoing webhooks: register endpoints, watch their deliveries, manage their secrets. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the dialog or form it was in has gone. */
  const refocus = useRef<'heading' | 'add' | null>(null);

  // After a deletion (the item and its buttons are gone) or a cancelled form, focus lands somewhere near.
  useEffect(() => {
    if (!refocus.current || deleting) return;
    (refocus.current === 'heading' ? heading : addButton).current?.focus();
    refocus.current = null;
  });

  if (webhooks.error instanceof ApiError && webhooks.error.status === 403) return <OwnerOnly />;
  const full = (webhooks.data?.length ?? 0) >= MAX_WEBHOOKS_PER_WORKSPACE;

  return (
    <Card as="section" className="webhooks" aria-labelledby="webhooks-title">
      <div className="webhooks__head">
        <div className="webhooks__heading">
          <h2 id="webhooks-title" ref={heading} tabIndex={-1} className="webhooks__title">
            Webhooks
          </h2>
          <p className="webhooks__intro">
            Webhooks send a signed JSON POST to your endpoints whenever something changes in this workspace.
            How to check the <code>Mindlane-Signature</code> header is explained in the{' '}
            <a href="/docs/api" target="_blank" rel="noreferrer">
              API reference
            </a>
            .
          </p>
        </div>
        {!adding && (
          <Button
            ref={addButton}
            leadingIcon={<Plus />}
            disabled={!webhooks.data || full}
            onClick={() => setAdding(true)}
          >
            Add endpoint
          </Button>
        )}
      </div>
      {full && (
        <p className="webhooks__limit">
          A workspace can have {MAX_WEBHOOKS_PER_WORKSPACE} endpoints: delete one to add another.
        </p>
      )}

      {adding && (
        <AddWebhookForm
          onCancel={() => {
            refocus.current = 'add';
            setAdding(false);
          }}
          onCreated={(webhook) => {
            setAdding(false);
            setCreated(webhook);
          }}
        />
      )}
      {created && (
        <SecretPanel title="Endpoint added" secret={created.secret} onDismiss={() => setCreated(null)}>
          <p className="secret-panel__note">
            The endpoint at <code>{created.url}</code> checks each delivery&apos;s signature with this secret.
          </p>
        </SecretPanel>
      )}
      {remove.isError && (
        <Alert tone="error">{errorText(remove.error, 'The endpoint could not be deleted.')}</Alert>
      )}

      {webhooks.isError ? (
        <LoadError
          title="Failed to load webhooks"
          message={errorText(webhooks.error, 'Please try again.')}
          onRetry={() => webhooks.refetch()}
          retrying={webhooks.isFetching}
        />
      ) : webhooks.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading webhooks</span>
          <Skeleton width="100%" height={96} shape="block" />
        </div>
      ) : webhooks.data.length === 0 ? (
        <p className="settings-empty">No endpoints yet. Add one to hear about changes as they happen.</p>
      ) : (
        <ul className="webhooks__list" aria-label="Endpoints">
          {webhooks.data.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this endpoint?"
        description={`Nothing more is sent to ${deleting?.url ?? ''}, and its delivery log is deleted.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (refocus.current = 'heading'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}
