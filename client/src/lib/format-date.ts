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
  const local = localDay(day);
  return local ? mediumDate.format(local) : day;
}, 1_000);

/** A calendar day, YYYY-MM-DD, as that day's local midnight; null for anything else. */
function localDay(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number);
  const local = new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, date ?? Number.NaN);
  return Number.isNaN(local.getTime()) ? null : local;
}

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/**
 * A calendar day, YYYY-MM-DD, as short as a row allows: "Mar 2" in `today`'s year (YYYY-MM-DD), the medium
 * style ("Mar 2, 2027") in any other; anything else as it came.
 */
export function formatShortDay(day: string, today: string): string {
  const local = localDay(day);
  if (!local) return day;
  return day.slice(0, 4) === today.slice(0, 4) ? shortDay.format(local) : mediumDate.format(local);
}

const mediumDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as "Mar 2, 2026, 10:20 AM" in the reader's locale and zone; an unreadable value as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : mediumDateTime.format(date);
}
