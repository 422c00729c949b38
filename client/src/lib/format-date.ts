import { remembered } from '@shared/remembered';

/** Making a formatter costs far more than using one, so each style is made once. */
const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date as "Mar 2, 2026" in the reader's locale; an unreadable value is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : mediumDate.format(date);
}

/**
 * A calendar day, YYYY-MM-DD, as "Mar 2, 2026" on that day in the reader's locale; anything else as it came.
 * Remembered per day: a board shows the same few due dates on many cards.
 */
export const formatDay = remembered((day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  const local = new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, date ?? Number.NaN);
  return Number.isNaN(local.getTime()) ? day : mediumDate.format(local);
}, 1_000);
