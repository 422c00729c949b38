import { LoadError } from '@client/components/ui/load-error';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/session';
import { useTeamMembers } from '../api/get-team-members';
import { useWorkspaces } from '../api/get-workspaces';
import { InviteMemberForm } from './invite-member-form';
import { LeaveWorkspaceButton } from './leave-workspace-button';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { TeamSection } from './team-section';
import './teams.css';

function MembersSkeleton() {
  return (
    <div className="team-section__loading" aria-busy="true">
      <span className="visually-hidden">Loading team members</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="block" width="100%" height={52} />
      ))}
    </div>
  );
}

/** /team-members: the current workspace's members; its owner invites, changes roles and removes. */
export function TeamMembersPage() {
  const user = useCurrentUser();
  const members = useTeamMembers();
  const workspaces = useWorkspaces();
  const workspace = workspaces.data?.find((candidate) => candidate.current);
  const me = members.data?.find((member) => member.id === user.sub);
  const isOwner = me ? me.role === 'owner' : workspace?.role === 'owner';

  return (
    <div className="team-page">
      <PageHeader
        title="Team Members"
        description={workspace ? `People in ${workspace.name}.` : 'People in this workspace.'}
        actions={
          me && !isOwner ? (
            <LeaveWorkspaceButton userId={me.id} workspaceName={workspace?.name ?? 'this workspace'} />
          ) : null
        }
      />

      {isOwner && (
        <Card as="section" className="team-section team-section--invite" aria-labelledby="invite-title">
          <h2 id="invite-title" className="team-section__title">
            Invite a member
          </h2>
          <p className="team-section__text">
            Editors can change everything in this workspace; viewers can only read.
          </p>
          <InviteMemberForm />
        </Card>
      )}

      <TeamSection titleId="members-title" title="Members">
        {members.isError ? (
          <LoadError
            title="Failed to load team members"
            message={members.error.message}
            onRetry={() => members.refetch()}
            retrying={members.isFetching}
          />
        ) : members.isPending ? (
          <MembersSkeleton />
        ) : members.data.length === 0 ? (
          <p className="team-empty">No team members yet.</p>
        ) : (
          <MembersTable members={members.data} canManage={isOwner} currentUserId={user.sub} />
        )}
      </TeamSection>

      {isOwner && <PendingInvitations />}
    </div>
  );
}
