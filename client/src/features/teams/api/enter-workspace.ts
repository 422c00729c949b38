import type { QueryClient } from '@tanstack/react-query';
import { invitationPreviewKey } from '@client/lib/invitation-preview';
import { restartWorkspaceEvents } from '@client/lib/workspace-events';
import { teamKeys } from './team-keys';

const TEAM_ANSWERS: ReadonlySet<unknown> = new Set([
  teamKeys.workspaces[0],
  teamKeys.members[0],
  teamKeys.invitations[0],
  invitationPreviewKey('')[0],
]);

/**
 * The current workspace changed (a switch, an accepted invitation, leaving): every answer held belonged to
 * the one before. The team's answers are dropped, not refetched: pages decide from them what the user's
 * role is, and an owner's old answer showing while the new one loads would have the Team Members page ask
 * for the new workspace's invitations, which a member may not read (403). The rest is refetched, and the
 * event stream reconnects, since it carries the events of the workspace it was opened in.
 */
export function enterWorkspace(queryClient: QueryClient): Promise<void> {
  restartWorkspaceEvents();
  // Gone from the cache, the invitations are not asked for again unless an owner's page mounts them anew.
  queryClient.removeQueries({ queryKey: teamKeys.invitations });
  void queryClient.resetQueries({ queryKey: teamKeys.members });
  void queryClient.resetQueries({ queryKey: teamKeys.workspaces });
  return queryClient.invalidateQueries({ predicate: (query) => !TEAM_ANSWERS.has(query.queryKey[0]) });
}
