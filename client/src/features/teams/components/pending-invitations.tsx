import { Alert } from '@client/components/ui/alert';
import { LoadError } from '@client/components/ui/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { errorText } from '@client/lib/api-errors';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ROLE_LABELS } from './role-label';
import { TeamSection } from './team-section';
import { formatDate } from '@client/lib/format-date';

/** The owner's pending invitations, each with Revoke (the link stops working). */
export function PendingInvitations() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  return (
    <TeamSection titleId="pending-invitations-title" title="Pending invitations">
      {revoke.isError && (
        <Alert tone="error">{errorText(revoke.error, 'Failed to revoke the invitation.')}</Alert>
      )}
      {invitations.isError ? (
        <LoadError
          title="Failed to load invitations"
          onRetry={() => invitations.refetch()}
          retrying={invitations.isFetching}
        />
      ) : invitations.isPending ? (
        <div aria-busy="true" className="team-section__loading">
          <Skeleton width="100%" height={44} shape="block" />
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="team-empty">No pending invitations.</p>
      ) : (
        <Table
          caption="Pending invitations"
          columns={[
            { label: 'Email' },
            { label: 'Role' },
            { label: 'Expires', className: 'team-table__expires' },
            { label: 'Actions', hidden: true },
          ]}
        >
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
    </TeamSection>
  );
}
