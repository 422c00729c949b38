import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { SelectField } from '@client/components/ui/select-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { formatDate } from '@client/lib/format-date';
import type { ApiToken, TokenScope } from '@shared/api/tokens';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, useTokenWorkspaces } from '../api/api-tokens';
import { EndedTokensNotice } from './ended-tokens-notice';
import './api-tokens.css';

const SCOPE_LABELS: Record<TokenScope, string> = { read: 'Read', 'read-write': 'Read and write' };
const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

/**
 * Profile section: create a personal API token (its secret shown once), see when each was used, revoke;
 * and which tokens a password reset ended.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const workspaces = useTokenWorkspaces();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [workspaceId, setWorkspaceId] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState('30');
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  const secret = create.data?.secret;

  // A new secret shows below the form, often below the fold: bring it into view, ready to copy.
  useEffect(() => {
    if (!secret) return;
    copyButton.current?.scrollIntoView({ block: 'center' });
    copyButton.current?.focus({ preventScroll: true });
  }, [secret]);

  const chosenWorkspace = workspaceId || workspaces.data?.find((w) => w.current)?.id || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setCopied(false);
    create.mutate(
      {
        name: name.trim(),
        workspaceId: chosenWorkspace,
        scope,
        expiresInDays: expiry ? Number(expiry) : null,
      },
      { onSuccess: () => setName('') },
    );
  }

  async function copy(secret: string) {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  }

  return (
    <Card as="section" aria-labelledby="api-tokens-title" className="api-tokens">
      <h2 id="api-tokens-title" className="api-tokens__title">
        API tokens
      </h2>
      <p className="api-tokens__intro">
        Scripts and other services call the REST API with a token: send it as{' '}
        <code>Authorization: Bearer …</code>. A token works in one workspace, never beyond your own role
        there.
      </p>
      <EndedTokensNotice />

      <form className="api-tokens__form" onSubmit={submit} aria-label="Create an API token">
        <TextField
          label="Token name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          required
          placeholder="e.g. Nightly export"
        />
        <SelectField
          label="Workspace"
          value={chosenWorkspace}
          onChange={(event) => setWorkspaceId(event.target.value)}
          options={(workspaces.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
          disabled={!workspaces.data}
        />
        <SelectField
          label="Access"
          value={scope}
          onChange={(event) => setScope(event.target.value as TokenScope)}
          options={[
            { value: 'read', label: SCOPE_LABELS.read },
            { value: 'read-write', label: SCOPE_LABELS['read-write'] },
          ]}
        />
        <SelectField
          label="Expires after"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          options={EXPIRY_OPTIONS}
        />
        <div className="api-tokens__submit">
          <Button type="submit" loading={create.isPending} disabled={!name.trim() || !chosenWorkspace}>
            Create token
          </Button>
        </div>
      </form>

      {create.isError && <Alert tone="error">{errorText(create.error, 'Failed to create the token.')}</Alert>}
      {create.data && (
        <Alert
          tone="success"
          title={`Token “${create.data.token.name}” created`}
          onDismiss={() => create.reset()}
        >
          <p className="api-tokens__once">Copy it now: it will not be shown again.</p>
          <div className="api-tokens__secret">
            <code aria-label="New token">{create.data.secret}</code>
            <Button ref={copyButton} variant="secondary" size="sm" onClick={() => copy(create.data.secret)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </Alert>
      )}
      {revoke.isError && <Alert tone="error">{errorText(revoke.error, 'Failed to revoke the token.')}</Alert>}

      {tokens.isError ? (
        <LoadError
          title="Failed to load tokens"
          onRetry={() => tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : tokens.isPending ? (
        <div aria-busy="true">
          <Skeleton width="100%" height={56} shape="block" />
        </div>
      ) : tokens.data.length === 0 ? (
        <p className="api-tokens__empty">No API tokens yet.</p>
      ) : (
        <ul className="api-tokens__list" aria-label="Your API tokens">
          {tokens.data.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <div className="api-tokens__head">
                <span className="api-tokens__name">{token.name}</span>
                <Badge tone={token.scope === 'read' ? undefined : 'primary'}>
                  {SCOPE_LABELS[token.scope]}
                </Badge>
              </div>
              <dl className="api-tokens__meta">
                <div>
                  <dt>Workspace</dt>
                  <dd>{token.workspaceName}</dd>
                </div>
                <div>
                  <dt>Created</dt>
                  <dd>{formatDate(token.createdAt)}</dd>
                </div>
                <div>
                  <dt>Last used</dt>
                  <dd>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</dd>
                </div>
                <div>
                  <dt>Expires</dt>
                  <dd>{token.expiresAt ? formatDate(token.expiresAt) : 'Never'}</dd>
                </div>
              </dl>
              <Button
                variant="ghost"
                size="sm"
                className="api-tokens__revoke"
                onClick={() => setRevoking(token)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={`Anything using “${revoking?.name ?? ''}” stops working at once.`}
        confirmLabel="Revoke"
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </Card>
  );
}
