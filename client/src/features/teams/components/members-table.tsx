import { useState } from 'react';
import type { MemberRole, TeamMember } from '@shared/api/teams';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { Table } from '@client/components/ui/table';
import { Avatar } from '@client/components/ui/avatar';
import { errorText } from '@client/lib/api-errors';
import { formatDate } from '@client/lib/format-date';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from './role-label';

export interface MembersTableProps {
  members: TeamMember[];
  /** The owner changes roles and removes members; everyone else reads. */
  canManage: boolean;
  currentUserId: string;
}

/** The members of the current workspace with their roles. */
export function MembersTable({ members, canManage, currentUserId }: MembersTableProps) {
  const updateRole = useUpdateMemberRole();
  const removeMember = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const error = updateRole.error ?? removeMember.error;

  return (
    <>
      {error && <Alert tone="error">{errorText(error, 'The change could not be saved.')}</Alert>}
      <Table
        caption="Team members"
        className="team-table"
        stackOnPhone
        columns={[
          { label: 'Member' },
          { label: 'Role' },
          { label: 'Joined', className: 'team-table__joined' },
          canManage && { label: 'Actions', hidden: true },
        ]}
      >
        <tbody>
          {members.map((member) => {
            const manageable = canManage && member.role !== 'owner' && member.id !== currentUserId;
            const label = member.name || member.email;
            return (
              <tr key={member.id}>
                <td>
                  <div className="team-member">
                    <Avatar name={label} size="sm" decorative />
                    <div className="team-member__who">
                      <span className="team-member__name">
                        {label}
                        {member.id === currentUserId && <span className="team-member__you"> (you)</span>}
                      </span>
                      {member.name && <span className="team-member__email">{member.email}</span>}
                    </div>
                  </div>
                </td>
                <td>
                  {manageable ? (
                    <SelectField
                      className="team-table__role"
                      label={`Role of ${label}`}
                      hideLabel
                      options={[...ASSIGNABLE_ROLES]}
                      value={member.role}
                      disabled={updateRole.isPending}
                      onChange={(event) =>
                        updateRole.mutate({ userId: member.id, role: event.target.value as MemberRole })
                      }
                    />
                  ) : (
                    <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                </td>
                <td className="team-table__joined">
                  <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
                </td>
                {canManage && (
                  <td className="team-table__actions">
                    {manageable && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setRemoving(member);
                          setConfirmOpen(true);
                        }}
                      >
                        Remove<span className="visually-hidden"> {label}</span>
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Remove ${removing?.name || removing?.email} from this workspace?`}
        description="They lose access to its mind maps, to-do lists and boards at once. You can invite them again later."
        confirmLabel="Remove"
        loading={removeMember.isPending}
        onConfirm={() => {
          if (!removing) return;
          removeMember.mutate(removing.id, { onSettled: () => setConfirmOpen(false) });
        }}
      />
    </>
  );
}
