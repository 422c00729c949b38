import { z } from 'zod';

export const CARD_TEXTS = {
  nameRequired: 'Name on the card is required.',
  numberRequired: 'Card number is required.',
  /** Letters or a length no card has. */
  numberInvalid: 'Enter a valid card number (12 to 19 digits).',
  /** The right length, but a digit is wrong: the check digit does not match. */
  numberMistyped: 'This card number has a mistyped digit. Check it against your card.',
} as const;

/** The digits of a card number typed with spaces or dashes between groups; null for anything else. */
export function cardDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check every payment card number passes; it catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test-mode checkout's Name and Card Number, checked before the placeholder payment starts. */
export const cardForm = z.object({
  name: z.string().trim().min(1, CARD_TEXTS.nameRequired),
  cardNumber: z
    .string()
    .trim()
    .min(1, CARD_TEXTS.numberRequired)
    .superRefine((value, context) => {
      // An empty number has its own message above.
      if (value === '') return;
      const digits = cardDigits(value);
      if (digits === null) context.addIssue({ code: 'custom', message: CARD_TEXTS.numberInvalid });
      else if (!passesLuhn(digits)) context.addIssue({ code: 'custom', message: CARD_TEXTS.numberMistyped });
    }),
});
