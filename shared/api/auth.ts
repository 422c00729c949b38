import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, REGISTER_PASSWORD_MIN } from '../constants';
import { MESSAGES } from '../messages';

/** The spec's "simple email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

export const loginBody = z.object({
  email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(LOGIN_PASSWORD_MIN, MESSAGES.loginPasswordTooShort)
    .max(1024, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBody>;

const registerEmail = z
  .string({ error: MESSAGES.validEmailRequired })
  .trim()
  .max(254, MESSAGES.validEmailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.validEmailRequired);

const registerPassword = z
  .string({ error: MESSAGES.registerPasswordTooShort })
  .min(REGISTER_PASSWORD_MIN, MESSAGES.registerPasswordTooShort)
  .max(1024, 'Password is too long');

export const registerBody = z.object({ email: registerEmail, password: registerPassword });
export type RegisterBody = z.infer<typeof registerBody>;

/** Set-password and reset-password also require upper case, lower case and a digit. */
export const strongPassword = registerPassword.regex(
  /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
  MESSAGES.setPasswordComplexity,
);

export const forgotPasswordBody = z.object({ email: registerEmail });
export const resetPasswordBody = z.object({
  token: z.string().min(16, 'This reset link is invalid or has expired.').max(200),
  password: strongPassword,
});

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

export const profileBody = z
  .object({
    name: z.string().trim().max(120),
    nickname: z.string().trim().max(60),
    given_name: z.string().trim().max(60),
    family_name: z.string().trim().max(60),
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
