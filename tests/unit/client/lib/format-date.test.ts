import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from '@client/lib/format-date';

const medium = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

describe('formatDay', () => {
  it('shows a calendar day as that day in the reader’s time zone, whatever the zone’s offset', () => {
    expect(formatDay('2026-03-02')).toBe(medium.format(new Date(2026, 2, 2)));
    expect(formatDay('2026-12-31')).toBe(medium.format(new Date(2026, 11, 31)));
    // Asked again, the same text.
    expect(formatDay('2026-03-02')).toBe(medium.format(new Date(2026, 2, 2)));
  });

  it('shows what is not a day as it came', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows an instant in the medium style, and an unreadable value as it came', () => {
    const instant = '2026-03-02T12:00:00.000Z';
    expect(formatDate(instant)).toBe(medium.format(new Date(instant)));
    expect(formatDate('nope')).toBe('nope');
  });
});
