import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion, DeletionWorkspace } from '@shared/api/account-deletion';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/api-errors';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion';
import { useDeleteAccount } from '../api/delete-account';
import { accountDeletionKey, useAccountDeletion } from '../api/get-account-deletion';
import './delete-account-section.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

const members = (count: number) => (count === 1 ? 'only you' : `${count} members`);

/** The workspaces of one kind, by name, each with how many people are in it. */
function WorkspaceNames({ workspaces }: { workspaces: DeletionWorkspace[] }) {
  return (
    <ul className="delete-account__names">
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          <strong>{workspace.name}</strong> ({members(workspace.members)})
        </li>
      ))}
    </ul>
  );
}

/** What deleting the account does: the workspaces that go, those it leaves, and the rest. */
function WhatGoes({ plan }: { plan: AccountDeletion }) {
  return (
    <>
      {plan.deletes.length > 0 && (
        <div className="delete-account__part">
          <p className="delete-account__text">
            These workspaces of yours are deleted, with everything in them:
          </p>
          <WorkspaceNames workspaces={plan.deletes} />
        </div>
      )}
      {plan.shared.length > 0 && (
        <div className="delete-account__part">
          <p className="delete-account__text">
            You own these workspaces that other people use. They are deleted for everyone, unless you first
            make a member their owner:
          </p>
          <WorkspaceNames workspaces={plan.shared} />
        </div>
      )}
      {plan.leaves.length > 0 && (
        <div className="delete-account__part">
          <p className="delete-account__text">
            You leave these workspaces; your comments there stay, shown as written by &lsquo;Anon&rsquo;:
          </p>
          <WorkspaceNames workspaces={plan.leaves} />
        </div>
      )}
      <p className="delete-account__text">
        Your sessions and API tokens end, and a paid plan is not renewed. Payments stay on record for the
        accounts, without your name or address.
      </p>
    </>
  );
}

/** The form that asks for the current password (and for shared workspaces, a confirmation). */
function ConfirmForm({ plan }: { plan: AccountDeletion }) {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmShared, setConfirmShared] = useState(false);
  const needsConfirm = plan.shared.length > 0;
  const ready = password !== '' && (!needsConfirm || confirmShared);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(
      { password, deleteOwnedWorkspaces: confirmShared },
      {
        // Deleted at once: the session ended with the account.
        onSuccess: (deletesAt) => {
          if (!deletesAt) window.location.assign('/login');
        },
        // Someone joined a workspace of yours meanwhile: show it, with the box to confirm.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: accountDeletionKey });
          }
        },
      },
    );
  };

  return (
    <form className="delete-account__form" onSubmit={submit} noValidate>
      {needsConfirm && (
        <label className="delete-account__check">
          <input
            type="checkbox"
            checked={confirmShared}
            onChange={(event) => setConfirmShared(event.target.checked)}
          />
          Also delete {plan.shared.map((workspace) => workspace.name).join(', ')} for everyone in{' '}
          {plan.shared.length === 1 ? 'it' : 'them'}
        </label>
      )}
      <div className="delete-account__row">
        <TextField
          className="delete-account__field"
          label="Your current password"
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger" disabled={!ready} loading={remove.isPending}>
          Delete account
        </Button>
      </div>
      {remove.isError && (
        <Alert tone="error">{errorText(remove.error, 'Your account could not be deleted. Try again.')}</Alert>
      )}
    </form>
  );
}

/** A scheduled deletion: when it runs, and the button that cancels it. */
function Scheduled({ deletesAt }: { deletesAt: string }) {
  const cancel = useCancelAccountDeletion();
  return (
    <>
      <Alert
        tone="warning"
        title={`Your account will be deleted on ${dateFormat.format(new Date(deletesAt))}.`}
      >
        <p>Until then everything keeps working. Signing in cancels the deletion, and so does this button.</p>
      </Alert>
      <div>
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel deletion
        </Button>
      </div>
      {cancel.isError && (
        <Alert tone="error">
          {errorText(cancel.error, 'The deletion could not be cancelled. Try again.')}
        </Alert>
      )}
    </>
  );
}

/**
 * The danger zone of the account page: what deleting the account removes, a field for its password,
 * and, once a deletion is scheduled, its date and a way to cancel it.
 */
export function DeleteAccountSection() {
  const titleId = useId();
  const deletion = useAccountDeletion();
  const plan = deletion.data;

  return (
    <Card as="section" className="delete-account" aria-labelledby={titleId}>
      <h2 id={titleId} className="delete-account__title">
        Delete account
      </h2>
      {deletion.isError && (
        <Alert tone="error">
          {errorText(deletion.error, 'Failed to load what deleting your account does.')}
        </Alert>
      )}
      {plan && <WhatGoes plan={plan} />}
      {plan?.deletesAt ? <Scheduled deletesAt={plan.deletesAt} /> : plan && <ConfirmForm plan={plan} />}
    </Card>
  );
}
