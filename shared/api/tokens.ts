import { z } from 'zod';
import { DAY_MS } from '../constants';
import { text, uuidId } from './fields';

/** Personal API tokens: what one may do in its workspace (capped by the member's role at each request). */
export const tokenScope = z.enum(['read', 'read-write'], {
  error: "scope: must be 'read' or 'read-write'",
});
export type TokenScope = z.infer<typeof tokenScope>;

/** Every token secret starts with this, so secret scanners and people can tell what it is. */
export const TOKEN_PREFIX = 'mlt_';
/** Longest expiry a token may be created with, in days. */
export const MAX_TOKEN_DAYS = 365;
/** How many tokens one account may hold at once. */
export const MAX_TOKENS_PER_USER = 50;

export const createTokenBody = z.object({
  name: text({ field: 'name', max: 100, required: 'name: required', trim: true }).min(1, 'name: required'),
  workspaceId: uuidId('workspaceId: must be a workspace id'),
  scope: tokenScope,
  /** Days until the token stops working; null or absent: it does not expire. */
  expiresInDays: z
    .number({ error: `expiresInDays: must be a whole number from 1 to ${MAX_TOKEN_DAYS}` })
    .int(`expiresInDays: must be a whole number from 1 to ${MAX_TOKEN_DAYS}`)
    .min(1, `expiresInDays: must be a whole number from 1 to ${MAX_TOKEN_DAYS}`)
    .max(MAX_TOKEN_DAYS, `expiresInDays: must be a whole number from 1 to ${MAX_TOKEN_DAYS}`)
    .nullish(),
});
export type CreateTokenBody = z.infer<typeof createTokenBody>;

export const tokenIdParams = z.object({ id: uuidId('id: must be a token id') });

/** A token as listed: never its secret. Dates are ISO 8601; lastUsedAt is updated at most once a minute. */
export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  scope: tokenScope,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer to creating a token: the only time its secret is shown. */
export const createdToken = z.object({ token: apiToken, secret: z.string() });
export type CreatedToken = z.infer<typeof createdToken>;

/** How long, in days, the profile tells which tokens a password reset ended, unless dismissed sooner. */
export const ENDED_TOKENS_SHOWN_DAYS = 30;

/** The earliest reset whose ended tokens are still shown at `now`. */
export function endedTokensShownSince(now: Date): Date {
  return new Date(now.getTime() - ENDED_TOKENS_SHOWN_DAYS * DAY_MS);
}

/** A token a password reset ended: what it was called, where it worked, and when it was made and ended. */
export const endedToken = z.object({
  id: z.string(),
  name: z.string(),
  workspaceName: z.string(),
  createdAt: z.string(),
  endedAt: z.string(),
});
export type EndedToken = z.infer<typeof endedToken>;

/** GET /api/tokens/ended: tokens ended by resets in the last ENDED_TOKENS_SHOWN_DAYS, newest first. */
export const endedTokensResponse = z.object({ endedTokens: z.array(endedToken) });
