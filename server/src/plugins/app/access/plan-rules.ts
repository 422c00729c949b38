import {
  DAY_MS,
  DEFAULT_AI_LIMIT,
  TRIAL_AI_LIMIT,
  PAID_LIMITS,
  TRIAL_DAYS,
  TRIAL_LIMITS,
  type PlanLimits,
} from '@shared/constants';
import type { SubscriptionStatus, UserRole } from '../../../db/schema';

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  trial_start_date: Date | null;
  paid_thru_date: Date | null;
  ai_limit: number | null;
}

export interface AccessVerdict {
  access: boolean;
  /** 1 to TRIAL_DAYS while a trial runs, else null. */
  trialDay: number | null;
}

/**
 * The subscription gate of the contract: a trial runs for TRIAL_DAYS from its start; active and canceled
 * plans run until their paid-through date; anything else has no access. Admins always pass.
 */
export function accessVerdict(
  subscription: SubscriptionFacts | null,
  role: UserRole,
  now: Date,
): AccessVerdict {
  const trialDay = currentTrialDay(subscription, now);
  if (role === 'admin') return { access: true, trialDay };
  if (!subscription) return { access: false, trialDay: null };
  if (subscription.status === 'trialing') return { access: trialDay !== null, trialDay };
  if (subscription.status === 'active' || subscription.status === 'canceled') {
    const paidThru = subscription.paid_thru_date;
    return { access: paidThru !== null && now.getTime() <= paidThru.getTime(), trialDay: null };
  }
  return { access: false, trialDay: null };
}

function currentTrialDay(subscription: SubscriptionFacts | null, now: Date): number | null {
  if (subscription?.status !== 'trialing' || !subscription.trial_start_date) return null;
  const elapsed = now.getTime() - subscription.trial_start_date.getTime();
  if (elapsed < 0 || elapsed >= TRIAL_DAYS * DAY_MS) return null;
  return Math.floor(elapsed / DAY_MS) + 1;
}

/** Creation limits: the trial's while trialing, the paid plan's otherwise. */
export function planLimits(subscription: SubscriptionFacts | null): PlanLimits {
  return subscription?.status === 'trialing' || !subscription ? TRIAL_LIMITS : PAID_LIMITS;
}

export function aiLimit(subscription: SubscriptionFacts | null): number {
  const trial = subscription?.status === 'trialing' || !subscription;
  return subscription?.ai_limit ?? (trial ? TRIAL_AI_LIMIT : DEFAULT_AI_LIMIT);
}

/** Since when AI runs count against aiLimit: the whole trial, else the calendar month. */
export function aiCountingSince(subscription: SubscriptionFacts | null, now: Date): Date {
  if (subscription?.status === 'trialing' || !subscription) return new Date(0);
  return startOfMonth(now);
}

/** The first instant of the calendar month (UTC) that `now` falls in; AI allowances reset then. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
