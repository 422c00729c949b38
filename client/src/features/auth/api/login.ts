import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { api, ApiError, FN } from '@client/lib/api-client';
import { serverErrorText } from '@client/lib/api-errors';
import { sessionQuery } from '@client/lib/session';

class LoginRefused extends Error {}

/** POST {fn}/login; the session cookie comes back with the answer. */
export async function login(body: LoginBody): Promise<void> {
  const answer = await api<{ success?: boolean } | undefined>(`${FN}/login`, {
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
  if (!answer?.success) throw new LoginRefused(MESSAGES.loginFailed);
}

/** The spec's error catalogue for the login form. */
export function loginErrorText(error: unknown): string {
  if (error instanceof LoginRefused) return MESSAGES.loginFailed;
  if (!(error instanceof ApiError)) return MESSAGES.unexpectedError;
  if (error.status === 401) return MESSAGES.loginNotFound;
  if (error.message === MESSAGES.invalidServerResponse) return MESSAGES.invalidServerResponse;
  return serverErrorText(error) ?? MESSAGES.loginFailed;
}

/** Signs in; on success every cached answer of the previous visitor is dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      queryClient.removeQueries();
      // The shared socket authenticated as whoever was here before; open it again as the new user.
      void import('@client/lib/collab/collab-runtime').then((collab) =>
        collab.resetCollaboration({ forgetLocalCopies: false }),
      );
      // Awaited before the page moves on: knowing who signed in makes them the device's user, so no
      // document opens from the copies of whoever was signed in here before.
      await queryClient.fetchQuery(sessionQuery).catch(() => undefined);
    },
  });
}
