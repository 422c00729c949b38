import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { errorText } from '@client/lib/api-errors';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ROLE_LABELS } from './role-label';
import { formatDate } from '@client/lib/format-date';

/** The owner's pending invitations, each with Revoke (the link stops working). */
export function PendingInvitations() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  return (
    <section className="team-section" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className="team-section__title">
        Pending invitations
      </h2>
      {revoke.isError && (
        <Alert tone="error">{errorText(revoke.error, 'Failed to revoke the invitation.')}</Alert>
      )}
      {invitations.isError ? (
        <Alert tone="error" title="Failed to load invitations">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => invitations.refetch()}
            loading={invitations.isFetching}
          >
            Try again
          </Button>
        </Alert>
      ) : invitations.isPending ? (
        <div aria-busy="true" className="team-section__loading">
          <Skeleton width="100%" height={44} shape="block" />
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="team-empty">No pending invitations.</p>
      ) : (
        <Table caption="Pending invitations">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col" className="team-table__expires">
                Expires
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.data.map((invitation) => (
              <tr key={invitation.id}>
                <td className="team-table__email">{invitation.email}</td>
                <td>
                  <Badge>{ROLE_LABELS[invitation.role]}</Badge>
                </td>
                <td className="team-table__expires">
                  <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
                </td>
                <td className="team-table__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={revoke.isPending && revoke.variables === invitation.id}
                    disabled={revoke.isPending && revoke.variables !== invitation.id}
                    onClick={() => revoke.mutate(invitation.id)}
                    aria-label={`Revoke invitation for ${invitation.email}`}
                  >
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
