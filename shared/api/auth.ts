import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, REGISTER_PASSWORD_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { emailText, text } from './fields';
import { invitationToken } from './teams';
import { endedToken } from './tokens';

/** The spec's "simple email pattern"; request schemas test it in linear time with `isSimpleEmail`. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PASSWORD_MAX = 1024;
const passwordText = (required: string) =>
  text({ field: 'password', max: PASSWORD_MAX, required, tooLong: 'Password is too long' });

export const loginBody = z.object({
  email: emailText({ required: MESSAGES.emailRequired, invalid: MESSAGES.invalidEmail }),
  password: passwordText(MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .min(LOGIN_PASSWORD_MIN, MESSAGES.loginPasswordTooShort),
});
export type LoginBody = z.infer<typeof loginBody>;

const registerEmail = emailText({
  required: MESSAGES.validEmailRequired,
  invalid: MESSAGES.validEmailRequired,
});

const registerPassword = passwordText(MESSAGES.registerPasswordTooShort).min(
  REGISTER_PASSWORD_MIN,
  MESSAGES.registerPasswordTooShort,
);

export const registerBody = z.object({ email: registerEmail, password: registerPassword });
/**
 * POST {fn}/register: `invitationToken` (beyond the contract) is the token of the invitation whose page the
 * sign-up came from; for the invited address the account starts verified and joins that workspace.
 */
export const signUpBody = registerBody.extend({
  invitationToken: invitationToken('invitationToken').optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;
export type RegisterBody = z.infer<typeof registerBody>;

/** Whether a password mixes upper case, lower case and a digit (three linear scans, no backtracking). */
function isComplexPassword(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** Set-password and reset-password also require upper case, lower case and a digit. */
export const strongPassword = registerPassword.refine(isComplexPassword, MESSAGES.setPasswordComplexity);

/** The sign-up password rule (registerBody), as its form states it before anyone types. */
export const REGISTER_PASSWORD_HINT = `At least ${REGISTER_PASSWORD_MIN} characters.`;
/** The set-password and reset rule (strongPassword), as their forms state it before anyone types. */
export const STRONG_PASSWORD_HINT = `At least ${REGISTER_PASSWORD_MIN} characters, with upper case, lower case and a number.`;

const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const forgotPasswordBody = z.object({ email: registerEmail });
export const resetPasswordBody = z.object({
  token: text({ field: 'token', max: 200, required: INVALID_RESET_LINK, tooLong: INVALID_RESET_LINK }).min(
    16,
    INVALID_RESET_LINK,
  ),
  password: strongPassword,
});

/**
 * POST {fn}/reset-password → the API tokens the reset ended (none when the account held none), so the page
 * can say which stopped working.
 */
export const resetPasswordResponse = z.object({
  success: z.literal(true),
  endedTokens: z.array(endedToken),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** GET {fn}/me → { user } with the spec's field names. */
export const sessionUser = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  nickname: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  email_verified: z.boolean(),
  updated_at: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;
export const meResponse = z.object({ user: sessionUser });
/** GET /me: the signed-in user, or null for a visitor. */
export const meOrVisitorResponse = z.object({ user: sessionUser.nullable() });

export const profileBody = z
  .object({
    name: text({ field: 'name', max: 120, trim: true }),
    nickname: text({ field: 'nickname', max: 60, trim: true }),
    given_name: text({ field: 'given_name', max: 60, trim: true }),
    family_name: text({ field: 'family_name', max: 60, trim: true }),
  })
  .partial();

export const subscriptionStatus = z.enum(['trialing', 'active', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** GET {fn}/user-status → { data: {...} }; `access` is the server's own verdict of the gate. */
export const userStatusResponse = z.object({
  data: z.object({
    subscription_status: subscriptionStatus,
    trial_start_date: z.string().nullable(),
    paid_thru_date: z.string().nullable(),
    trial_day: z.number().int().nullable(),
    access: z.boolean(),
    role: roleSchema,
  }),
});
export type UserStatus = z.infer<typeof userStatusResponse>['data'];

export const usageResponse = z.object({
  mindmaps: z.number().int(),
  todoLists: z.number().int(),
  boards: z.number().int(),
  aiUsage: z.number().int(),
  aiLimit: z.number().int(),
  limits: z.object({ mindmaps: z.number().int(), todoLists: z.number().int(), boards: z.number().int() }),
});
export type Usage = z.infer<typeof usageResponse>;

export const successResponse = z.object({ success: z.literal(true) });
export const errorResponse = z.object({ error: z.string() });
