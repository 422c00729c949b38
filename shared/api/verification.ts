import { z } from 'zod';

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired.';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
/** 401 of a verification link opened signed out: it confirms the address only for its own account. */
export const LOG_IN_TO_VERIFY = 'Log in to confirm your e-mail address.';
/** 403 of a verification link opened by a session of another account than the one it was made for. */
export const ANOTHER_ACCOUNTS_LINK =
  "This link confirms another account's address. Log out, then log in to that account to confirm it.";
/**
 * 403 of the routes that let others into a workspace or act for the account (inviting, changing roles and
 * handing over ownership, creating API tokens) while its address is not verified.
 */
export const verifyToShare = (email: string) =>
  `Verify your e-mail address to invite people, change roles or create API tokens. We sent a link to ${email}.`;

/** POST {fn}/verify-email: the token of the e-mailed link. */
export const verifyEmailBody = z.object({
  token: z
    .string({ error: INVALID_VERIFICATION_LINK })
    .min(16, INVALID_VERIFICATION_LINK)
    .max(200, INVALID_VERIFICATION_LINK)
    .regex(/^[\w-]+$/, INVALID_VERIFICATION_LINK),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/**
 * The link verified the address, or (`alreadyVerified`) it was a link the app made for an account whose
 * address is verified already, e.g. the same link opened again.
 */
export const verifyEmailResponse = z.object({ success: z.literal(true), alreadyVerified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;
