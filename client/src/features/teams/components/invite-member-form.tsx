import { useState, type FormEvent } from 'react';
import { inviteBody } from '@shared/api/teams';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useFormFields } from '@client/lib/use-form-fields';
import { useCreateInvitation, type InvitableRole } from '../api/create-invitation';
import { InviteLink } from './invite-link';
import { ASSIGNABLE_ROLES } from './role-label';

/** The owner invites someone by e-mail with a role; the link is shown to share it by hand too. */
export function InviteMemberForm() {
  const createInvitation = useCreateInvitation();
  const form = useFormFields({ email: '' });
  const [role, setRole] = useState<InvitableRole>('editor');
  const [sent, setSent] = useState<{ email: string; url: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(inviteBody, { role });
    if (!body) return;
    createInvitation.mutate(body, {
      onSuccess: ({ inviteUrl }) => {
        setSent({ email: body.email, url: inviteUrl });
        form.set('email', '');
      },
    });
  }

  return (
    <div className="team-invite">
      <form className="team-invite__form" onSubmit={onSubmit} noValidate aria-label="Invite a member">
        <TextField
          className="team-invite__email"
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          placeholder="name@example.com"
          {...form.bind('email')}
          disabled={createInvitation.isPending}
        />
        <SelectField
          className="team-invite__role"
          label="Role"
          name="role"
          options={[...ASSIGNABLE_ROLES]}
          value={role}
          onChange={(event) => setRole(event.target.value as InvitableRole)}
          disabled={createInvitation.isPending}
        />
        <Button type="submit" className="team-invite__submit" loading={createInvitation.isPending}>
          Send Invite
        </Button>
      </form>
      {createInvitation.isError && (
        <Alert tone="error">{errorText(createInvitation.error, 'Failed to send the invitation.')}</Alert>
      )}
      {sent && !createInvitation.isError && (
        <div className="team-invite__sent">
          <Alert tone="success">
            Invitation sent to <strong>{sent.email}</strong>. You can also share this link with them:
          </Alert>
          <InviteLink url={sent.url} />
        </div>
      )}
    </div>
  );
}
