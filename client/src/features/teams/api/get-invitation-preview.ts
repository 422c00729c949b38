import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationPreview } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';
import { teamKeys } from './team-keys';

export type InvitationPreview = z.infer<typeof invitationPreview>;

/** GET {fn}/invitations/preview?token=T: public, so a visitor sees what they are invited to. */
export function getInvitationPreview(token: string) {
  return api<InvitationPreview>(`${FN}/invitations/preview?token=${encodeURIComponent(token)}`, {
    allowUnauthorized: true,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: teamKeys.preview(token),
    queryFn: () => getInvitationPreview(token),
    enabled: token.length > 0,
    retry: false,
  });
}
