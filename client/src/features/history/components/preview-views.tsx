import type { LaneRow } from '../utils/board-diff';
import type { OutlineRow } from '../utils/map-diff';
import type { TodoRow } from '../utils/todo-diff';
import { DiffBadge } from './diff-marks';

const INDENT_PX = 18;
const DEPTH_SHOWN = 10;

/** What is now in place of a changed item's text, when that is what changed. */
function NowText({ text, now }: { text: string; now: string | null | undefined }) {
  if (now === undefined || now === null || now === text) return null;
  return <span className="history-row__now">now “{now.trim() || 'Untitled'}”</span>;
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
          <NowText text={row.label} now={row.now?.label} />
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
          <NowText text={row.todo.title} now={row.now?.title} />
          <DiffBadge mark={row.mark} changed={row.changed} />
        </li>
      ))}
    </ul>
  );
}

/** A board version as its lanes with their cards, each marked against now. */
export function BoardPreview({ lanes }: { lanes: readonly LaneRow[] }) {
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
            {lane.title} <span className="history-lane__count">{lane.cards.length}</span>
          </h4>
          <DiffBadge mark={lane.mark} changed={lane.changed} />
          <ul className="history-lane__cards">
            {lane.cards.map((row) => (
              <li key={row.card.id} className="history-row history-card" data-mark={row.mark ?? undefined}>
                <span className="history-row__text">{row.card.title.trim() || 'Untitled'}</span>
                <NowText text={row.card.title} now={row.now?.title} />
                <DiffBadge mark={row.mark} changed={row.changed} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
