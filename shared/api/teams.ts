import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';

export const memberRole = z.enum(['owner', 'editor', 'viewer']);
export type MemberRole = z.infer<typeof memberRole>;

export const workspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  role: memberRole,
  ownerEmail: z.string(),
  current: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

/** GET {fn}/team-members: the current workspace's members (id, name used as card assignees). */
export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRole,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRole.exclude(['owner']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

export const inviteBody = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, 'Valid email required.'),
  role: memberRole.exclude(['owner']).default('editor'),
});
export const changeRoleBody = z.object({ role: memberRole });
export const switchWorkspaceBody = z.object({ workspaceId: z.uuid('workspaceId: must be a workspace id') });
export const acceptInvitationBody = z.object({ token: z.string().min(16).max(200) });
export const invitationPreview = z.object({
  workspaceName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: memberRole,
});
