import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmailResponse } from '@shared/api/verification';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';

/**
 * POST {fn}/verify-email with the token of the e-mailed link. It confirms only for a session of the link's
 * account: without a session it answers 401, which (as any 401) makes the device forget a session the
 * server has ended.
 */
export async function verifyEmail(body: { token: string }) {
  return verifyEmailResponse.parse(await api(`${FN}/verify-email`, { method: 'POST', body }));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The profile shows whether the address is verified: read it again from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
