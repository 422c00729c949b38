import type { CardRow, LaneRow } from '../utils/board-diff';
import type { OutlineRow } from '../utils/map-diff';
import type { TodoRow } from '../utils/todo-diff';
import { DiffBadge } from './diff-marks';

const INDENT_PX = 18;
const DEPTH_SHOWN = 10;

/** What a changed item is now, where that is what changed ("now “Big ideas”", "now done"). */
function NowText({ changed }: { changed: string | null }) {
  return changed ? <span className="history-row__now">now {changed}</span> : null;
}

/** A changed text as the row says it now; null when it is the same. */
function nowText(text: string, now: string | undefined): string | null {
  return now === undefined || now === text ? null : `“${now.trim() || 'Untitled'}”`;
}

/** A map version as an indented outline, each node marked against now. */
export function OutlinePreview({ rows }: { rows: readonly OutlineRow[] }) {
  return (
    <ul className="history-outline" aria-label="Map outline at this version">
      {rows.map((row) => (
        <li
          key={row.id}
          className="history-row"
          data-mark={row.mark ?? undefined}
          style={{ paddingLeft: `${8 + Math.min(row.depth, DEPTH_SHOWN) * INDENT_PX}px` }}
        >
          <span className="history-row__text">{row.label}</span>
          <NowText changed={nowText(row.label, row.now?.label)} />
          <DiffBadge mark={row.mark} changed={row.changed} />
        </li>
      ))}
    </ul>
  );
}

/** A list's or the inbox's version as its to-dos, open and done, each marked against now. */
export function TodosPreview({ rows }: { rows: readonly TodoRow[] }) {
  if (rows.length === 0) return <p className="history-preview__empty">No to-dos in this version.</p>;
  return (
    <ul className="history-todos" aria-label="To-dos at this version">
      {rows.map((row) => (
        <li key={row.todo.id} className="history-row" data-mark={row.mark ?? undefined}>
          <span
            className="history-row__check"
            data-done={row.todo.completed || undefined}
            aria-hidden="true"
          />
          <span className="history-row__text">
            {row.todo.title.trim() || 'Untitled'}
            <span className="visually-hidden">{row.todo.completed ? ', done' : ', open'}</span>
          </span>
          <NowText changed={nowText(row.todo.title, row.now?.title)} />
          {row.now && row.now.completed !== row.todo.completed && (
            <NowText changed={row.now.completed ? 'done' : 'open'} />
          )}
          <DiffBadge mark={row.mark} changed={row.changed} />
        </li>
      ))}
    </ul>
  );
}

/** A board version as its lanes with their cards, each marked against now. */
export function BoardPreview({ lanes }: { lanes: readonly LaneRow[] }) {
  const laneTitles = new Map(lanes.map((lane) => [lane.id, lane.title]));
  const nowIn = (row: CardRow) =>
    row.now && row.now.columnId !== row.card.columnId
      ? `in ${laneTitles.get(row.now.columnId) ?? 'another lane'}`
      : null;
  return (
    <div className="history-board">
      {lanes.map((lane) => (
        <section
          key={lane.id}
          className="history-lane"
          data-mark={lane.mark ?? undefined}
          aria-label={`Lane ${lane.title}`}
        >
          <h4 className="history-lane__title">
            {lane.title}{' '}
            <span className="history-lane__count">
              {lane.cards.filter((row) => row.mark !== 'added').length}
            </span>
          </h4>
          <DiffBadge mark={lane.mark} changed={lane.changed} />
          <ul className="history-lane__cards">
            {lane.cards.map((row) => (
              <li key={row.card.id} className="history-row history-card" data-mark={row.mark ?? undefined}>
                <span className="history-row__text">{row.card.title.trim() || 'Untitled'}</span>
                <NowText changed={nowText(row.card.title, row.now?.title)} />
                <NowText changed={nowIn(row)} />
                <DiffBadge mark={row.mark} changed={row.changed} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
