import type { DiffCounts, DiffMark } from '../utils/item-diff';

/** How each mark is said: the version compared with now. */
export const MARK_WORDS: Record<Exclude<DiffMark, null>, string> = {
  added: 'Added since',
  removed: 'Removed since',
  changed: 'Changed since',
};

/** An item's mark in words, shown beside it (the colour repeats it, never alone). */
export function DiffBadge({ mark, changed }: { mark: DiffMark; changed: readonly string[] }) {
  if (!mark) return null;
  const detail = mark === 'changed' && changed.length > 0 ? `: ${changed.join(', ')}` : '';
  return (
    <span className={`history-mark history-mark--${mark}`}>
      {MARK_WORDS[mark]}
      {detail}
    </span>
  );
}

/** What the marks mean, with how many items carry each. */
export function DiffLegend({ counts }: { counts: DiffCounts }) {
  const marks = ['added', 'removed', 'changed'] as const;
  const same = marks.every((mark) => counts[mark] === 0);
  return (
    <div className="history-legend" role="note" aria-label="Legend">
      {same ? (
        <p className="history-legend__same">Same as now.</p>
      ) : (
        <ul className="history-legend__list">
          {marks.map((mark) => (
            <li key={mark} className="history-legend__item">
              <span className={`history-legend__swatch history-legend__swatch--${mark}`} aria-hidden="true" />
              {MARK_WORDS[mark]}: {counts[mark]}
            </li>
          ))}
        </ul>
      )}
      <p className="history-legend__hint">
        Compared with the document now. Items added since are not part of this version.
      </p>
    </div>
  );
}
