import { formatDate } from './format-date';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** The units a time ago is counted in, each while it is below the next; after a week, the date. */
const UNITS: Array<{ unit: Intl.RelativeTimeFormatUnit; ms: number; below: number }> = [
  { unit: 'minute', ms: 60_000, below: 60 * 60_000 },
  { unit: 'hour', ms: 60 * 60_000, below: 24 * 60 * 60_000 },
  { unit: 'day', ms: 24 * 60 * 60_000, below: 7 * 24 * 60 * 60_000 },
];

/** How long ago `iso` was: "just now", "5 minutes ago", "yesterday", then the date after a week. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ago = Math.max(0, now - at);
  if (ago < UNITS[0]!.ms) return 'just now';
  const fit = UNITS.find((step) => ago < step.below);
  return fit ? relative.format(-Math.floor(ago / fit.ms), fit.unit) : formatDate(iso);
}
