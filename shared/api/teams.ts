import { z } from 'zod';
import { emailText, text, uuidId } from './fields';

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
  email: emailText({ required: 'Valid email required.', invalid: 'Valid email required.' }),
  role: memberRole.exclude(['owner']).default('editor'),
});
export const changeRoleBody = z.object({ role: memberRole });
export const switchWorkspaceBody = z.object({ workspaceId: uuidId('workspaceId: must be a workspace id') });
/** The token of an invitation's link (`/invite?token=`). */
export const invitationToken = (field: string) => text({ field, max: 200 }).min(16);
export const acceptInvitationBody = z.object({ token: invitationToken('token') });
/** POST {fn}/invitations/accept (403) by the invited account while its address is not verified. */
export const verifyToAcceptInvitation = (email: string) =>
  `Verify your e-mail address to accept this invitation. We sent a link to ${email}.`;
/** `GET /invitations/preview?token=`. */
export const invitationTokenQuery = acceptInvitationBody;
export const memberIdParams = z.object({ userId: uuidId('userId: must be a user id') });
export const invitationIdParams = z.object({ id: uuidId('id: must be an invitation id') });
export const invitationPreview = z.object({
  workspaceName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: memberRole,
});
