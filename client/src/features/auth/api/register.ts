import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@shared/api/auth';
import { MESSAGES } from '@shared/messages';
import { api, ApiError, FN } from '@client/lib/api-client';
import { serverErrorText } from '@client/lib/api-errors';

/**
 * POST {fn}/register: creates the account and starts its trial; it does not sign in. The purchase path
 * posts to {fn}/purchase-register, which also gives this browser the purchase cookie.
 */
export function register({ path = `${FN}/register`, ...body }: SignUpBody & { path?: string }) {
  return api<{ success: true }>(path, { method: 'POST', body, allowUnauthorized: true });
}

/** 409 says the account exists; otherwise the server's text, else `fallback`. */
export function registerErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) return MESSAGES.accountExists;
  return serverErrorText(error) ?? fallback;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
