import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationPreview } from '@shared/api/teams';
import { api, FN } from './api-client';

export type InvitationPreview = z.infer<typeof invitationPreview>;

/** The query key of an invitation's preview; nothing else depends on the workspace it names. */
export const invitationPreviewKey = (token: string) => ['invitation-preview', token] as const;

/** GET {fn}/invitations/preview?token=T: public, so a visitor sees what they are invited to. */
export function getInvitationPreview(token: string) {
  return api<InvitationPreview>(`${FN}/invitations/preview?token=${encodeURIComponent(token)}`, {
    allowUnauthorized: true,
  });
}

/** The invitation page and the invitee's sign-up both read it. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: invitationPreviewKey(token),
    queryFn: () => getInvitationPreview(token),
    enabled: token.length > 0,
    retry: false,
  });
}
