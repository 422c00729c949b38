import { describe, expect, it } from 'vitest';
import { formatDate } from '@client/lib/format-date';
import { timeAgo } from '@client/lib/relative-time';

const NOW = Date.parse('2026-07-10T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('counts minutes, hours and days, then gives the date after a week', () => {
    expect(timeAgo(before(20_000), NOW)).toBe('just now');
    expect(timeAgo(before(5 * MINUTE), NOW)).toBe(
      new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-5, 'minute'),
    );
    expect(timeAgo(before(3 * HOUR + 10 * MINUTE), NOW)).toBe(
      new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-3, 'hour'),
    );
    expect(timeAgo(before(DAY + HOUR), NOW)).toBe(
      new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-1, 'day'),
    );
    expect(timeAgo(before(8 * DAY), NOW)).toBe(formatDate(before(8 * DAY)));
  });

  it('shows a time from a clock ahead of this one as just now, and an unreadable one as it came', () => {
    expect(timeAgo(before(-5 * MINUTE), NOW)).toBe('just now');
    expect(timeAgo('soon', NOW)).toBe('soon');
  });
});
