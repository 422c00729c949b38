import { describe, expect, it } from 'vitest';
import { CARD_TEXTS, cardForm } from '@client/features/auth/utils/card-form';

const issues = (values: { name: string; cardNumber: string }) => {
  const result = cardForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the test-mode checkout form', () => {
  it('accepts a name and a card number typed in groups', () => {
    expect(issues({ name: 'Ada Buyer', cardNumber: '4242 4242 4242 4242' })).toEqual([]);
    expect(issues({ name: 'Ada', cardNumber: '5555-5555-5555-4444' })).toEqual([]);
  });

  it('refuses an empty or blank name and card number', () => {
    expect(issues({ name: '  ', cardNumber: '' })).toEqual([
      CARD_TEXTS.nameRequired,
      CARD_TEXTS.numberRequired,
    ]);
  });

  it('refuses a number with letters, too few or too many digits', () => {
    for (const cardNumber of ['4242 abcd 4242 4242', '4242', '4'.repeat(20)]) {
      expect(issues({ name: 'Ada', cardNumber })).toEqual([CARD_TEXTS.numberInvalid]);
    }
  });

  it('says a number of the right length has a mistyped digit, not that its length is wrong', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '5555-5555-5555-4445']) {
      expect(issues({ name: 'Ada', cardNumber })).toEqual([CARD_TEXTS.numberMistyped]);
    }
  });
});
