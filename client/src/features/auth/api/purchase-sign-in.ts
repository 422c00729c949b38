import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseSignInResponse } from '@shared/api/billing';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';

/** POST {fn}/purchase-sign-in: the checkout's return signs in the browser that made the account at step 1. */
export async function purchaseSignIn(sessionId: string) {
  return purchaseSignInResponse.parse(
    await api(`${FN}/purchase-sign-in`, {
      method: 'POST',
      body: { session_id: sessionId },
      allowUnauthorized: true,
    }),
  );
}

/** Signs the buyer in; like a login, the answers cached for the visitor go and the session is read again. */
export function usePurchaseSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseSignIn,
    onSuccess: async () => {
      // The session query stays (the header and this page watch it) and is read again; the rest goes.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
      await queryClient.refetchQueries({ queryKey: sessionKeys.me });
    },
  });
}
