import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmailResponse } from '@shared/api/verification';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';

/** POST {fn}/verify-email with the token of the e-mailed link; works signed in or not. */
export async function verifyEmail(body: { token: string }) {
  return verifyEmailResponse.parse(
    await api(`${FN}/verify-email`, { method: 'POST', body, allowUnauthorized: true }),
  );
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The profile shows whether the address is verified: read it again from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
