/** Query keys of the teams feature; a workspace switch invalidates every query anyway. */
export const teamKeys = {
  workspaces: ['workspaces'] as const,
  members: ['team-members'] as const,
  invitations: ['invitations'] as const,
};
