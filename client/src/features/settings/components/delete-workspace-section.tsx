import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useCancelWorkspaceDeletion } from '../api/cancel-workspace-deletion';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { useWorkspaceDeletion } from '../api/get-workspace-deletion';
import './delete-workspace-section.css';

export interface DeleteWorkspaceSectionProps {
  workspace: { id: string; name: string };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** The form that asks for the workspace's name before deleting it. */
function ConfirmForm({ workspace }: DeleteWorkspaceSectionProps) {
  const remove = useDeleteWorkspace();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === workspace.name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { workspaceId: workspace.id, confirm: typed },
      {
        // Deleted at once: the account now works in another workspace, which the whole app reloads into.
        onSuccess: (deletesAt) => {
          if (!deletesAt) window.location.assign('/');
        },
      },
    );
  };

  return (
    <form className="delete-workspace__form" onSubmit={submit} noValidate>
      <TextField
        className="delete-workspace__field"
        label={
          <>
            Type <strong>{workspace.name}</strong> to confirm
          </>
        }
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={!matches} loading={remove.isPending}>
        Delete workspace
      </Button>
      {remove.isError && (
        <Alert tone="error" className="delete-workspace__error">
          {errorText(remove.error, 'The workspace could not be deleted. Try again.')}
        </Alert>
      )}
    </form>
  );
}

/** A scheduled deletion: when it runs, and the button that cancels it. */
function Scheduled({ workspace, deletesAt }: DeleteWorkspaceSectionProps & { deletesAt: string }) {
  const cancel = useCancelWorkspaceDeletion();
  return (
    <>
      <Alert
        tone="warning"
        title={`This workspace will be deleted on ${dateFormat.format(new Date(deletesAt))}.`}
      >
        <p>Until then everything keeps working, and you can change your mind.</p>
      </Alert>
      <div>
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate(workspace.id)}>
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
 * The danger zone of the workspace settings (owner only): what deleting the workspace removes, a field
 * for its name, and, once a deletion is scheduled, its date and a way to cancel it.
 */
export function DeleteWorkspaceSection({ workspace }: DeleteWorkspaceSectionProps) {
  const titleId = useId();
  const deletion = useWorkspaceDeletion(workspace.id);
  const deletesAt = deletion.data?.deletesAt ?? null;

  return (
    <Card as="section" className="delete-workspace" aria-labelledby={titleId}>
      <h2 id={titleId} className="delete-workspace__title">
        Delete workspace
      </h2>
      <p className="delete-workspace__intro">
        Deleting <strong>{workspace.name}</strong> removes, for everyone in it:
      </p>
      <ul className="delete-workspace__list">
        <li>every mind map, to-do list and board, with their history and comments;</li>
        <li>its webhooks and their delivery logs, its invitations and every API token for it;</li>
        <li>its members&apos; access: they keep their accounts and their other workspaces.</li>
      </ul>
      <p className="delete-workspace__intro">
        It cannot be undone once carried out. Your only workspace cannot be deleted: your account needs one to
        sign in to.
      </p>
      {deletion.isError && (
        <Alert tone="error">
          {errorText(deletion.error, 'Failed to load whether a deletion is scheduled.')}
        </Alert>
      )}
      {deletesAt ? (
        <Scheduled workspace={workspace} deletesAt={deletesAt} />
      ) : (
        deletion.isSuccess && <ConfirmForm workspace={workspace} />
      )}
    </Card>
  );
}
