import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { addMonth } from '@server/plugins/app/billing/billing-service';
import { mapStripeSubscription } from '@server/plugins/app/billing/stripe-state';

const START = 1_780_000_000;
const END = START + 30 * 86_400;

function subscription(patch: Partial<Stripe.Subscription>): Stripe.Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    items: { data: [{ current_period_start: START, current_period_end: END }] },
    ...patch,
  } as unknown as Stripe.Subscription;
}

describe('mapStripeSubscription', () => {
  it('maps active to active, paid through the items period end', () => {
    expect(mapStripeSubscription(subscription({}))).toEqual({
      status: 'active',
      paidThru: new Date(END * 1000),
      providerStatus: 'active',
    });
  });

  it('maps active set to cancel at period end to canceled with access until then', () => {
    expect(mapStripeSubscription(subscription({ cancel_at_period_end: true }))).toMatchObject({
      status: 'canceled',
      paidThru: new Date(END * 1000),
    });
  });

  it('maps past_due to access until the end of the last paid period', () => {
    expect(mapStripeSubscription(subscription({ status: 'past_due' }))).toMatchObject({
      status: 'active',
      paidThru: new Date(START * 1000),
      providerStatus: 'past_due',
    });
  });

  it('maps canceled and unpaid to canceled, ending when the subscription ended', () => {
    const ended = START + 86_400;
    expect(mapStripeSubscription(subscription({ status: 'canceled', ended_at: ended }))).toMatchObject({
      status: 'canceled',
      paidThru: new Date(ended * 1000),
    });
    expect(mapStripeSubscription(subscription({ status: 'unpaid' }))).toMatchObject({
      status: 'canceled',
      paidThru: new Date(START * 1000),
    });
  });

  it('changes nothing while the first payment is incomplete', () => {
    expect(mapStripeSubscription(subscription({ status: 'incomplete' }))).toBeNull();
  });
});

describe('addMonth', () => {
  it('adds a calendar month, keeping the day or the month end', () => {
    expect(addMonth(new Date('2026-03-02T10:00:00Z')).toISOString()).toBe('2026-04-02T10:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
});
