import { describe, expect, it } from 'vitest';
import {
  accessVerdict,
  aiCountingSince,
  aiLimit,
  planLimits,
  startOfMonth,
  type SubscriptionFacts,
} from '@server/plugins/app/access/plan-rules';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-05-10T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const trial: SubscriptionFacts = {
  status: 'trialing',
  trial_start_date: start,
  paid_thru_date: null,
  ai_limit: null,
};

describe('accessVerdict', () => {
  it('lets a trial in for three days, counting days from 1', () => {
    expect(accessVerdict(trial, 'user', at(0))).toEqual({ access: true, trialDay: 1 });
    expect(accessVerdict(trial, 'user', at(DAY + 1))).toEqual({ access: true, trialDay: 2 });
    expect(accessVerdict(trial, 'user', at(3 * DAY - 1))).toEqual({ access: true, trialDay: 3 });
    expect(accessVerdict(trial, 'user', at(3 * DAY))).toEqual({ access: false, trialDay: null });
  });

  it('keeps an active or canceled plan open until its paid-through date', () => {
    for (const status of ['active', 'canceled'] as const) {
      const plan: SubscriptionFacts = { ...trial, status, paid_thru_date: at(30 * DAY) };
      expect(accessVerdict(plan, 'user', at(30 * DAY)).access).toBe(true);
      expect(accessVerdict(plan, 'user', at(30 * DAY + 1)).access).toBe(false);
      expect(accessVerdict({ ...plan, paid_thru_date: null }, 'user', at(0)).access).toBe(false);
    }
  });

  it('refuses anything else, and lets admins in whatever the plan', () => {
    const expired: SubscriptionFacts = { ...trial, status: 'expired' };
    expect(accessVerdict(expired, 'user', at(0)).access).toBe(false);
    expect(accessVerdict(null, 'user', at(0)).access).toBe(false);
    expect(accessVerdict(expired, 'admin', at(0)).access).toBe(true);
    expect(accessVerdict(null, 'admin', at(0)).access).toBe(true);
  });
});

describe('planLimits and aiLimit', () => {
  it('gives a trial 2 maps, 5 lists and 1 board, and a paid plan 10, 100 and 10', () => {
    expect(planLimits(trial)).toEqual({ mindmaps: 2, todoLists: 5, boards: 1 });
    expect(planLimits({ ...trial, status: 'active' })).toEqual({ mindmaps: 10, todoLists: 100, boards: 10 });
    expect(planLimits({ ...trial, status: 'canceled' })).toEqual({
      mindmaps: 10,
      todoLists: 100,
      boards: 10,
    });
  });

  it('allows 100 AI automations a month on the plan and 10 in all on a trial, unless the account has its own limit', () => {
    expect(aiLimit({ ...trial, status: 'active' })).toBe(100);
    expect(aiLimit(trial)).toBe(10);
    expect(aiCountingSince(trial, new Date('2026-05-31T23:59:59Z')).getTime()).toBe(0);
    expect(
      aiCountingSince({ ...trial, status: 'active' }, new Date('2026-05-31T23:59:59Z')).toISOString(),
    ).toBe('2026-05-01T00:00:00.000Z');
    expect(aiLimit({ ...trial, ai_limit: 250 })).toBe(250);
    expect(startOfMonth(new Date('2026-05-31T23:59:59Z')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
