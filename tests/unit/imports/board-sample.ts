import {
  type BoardView,
  DONE_COLUMN_ID,
  NEW_COLUMN_ID,
  addCard,
  addColumn,
  createBoardDoc,
  readBoard,
} from '@shared/schema/board';
import type { ImportedLane } from '@shared/formats/model';

/** Card text a careless writer gets wrong: separators, quotes, line breaks, formulas, apostrophes. */
export const TRICKY_TITLES = [
  'Plain',
  'Comma, "quotes" and ; semicolon',
  '=SUM(A1:A9)',
  '-5 degrees',
  "'=already guarded",
  "''+two apostrophes",
  '@mention',
  'Emoji 🚀 and ümlauts',
];

/** A board with lanes New, Doing, Review (empty) and Done, its cards holding every tricky text. */
export function sampleBoard(): BoardView {
  const doc = createBoardDoc({ title: 'Launch', description: 'Spring, "2026"' });
  const doing = addColumn(doc, { title: 'Doing' })!;
  addColumn(doc, { title: 'Review' });
  addCard(doc, { columnId: NEW_COLUMN_ID, title: 'Survey', priority: null });
  TRICKY_TITLES.forEach((title, index) =>
    addCard(doc, {
      columnId: doing,
      title,
      description: index === 1 ? 'Line one\nLine two, "quoted"\r\n+ a line starting with plus' : '',
      priority: (['low', 'medium', 'high', null] as const)[index % 4],
      dueDate: index % 2 === 0 ? `2026-0${(index % 9) + 1}-15` : null,
    }),
  );
  addCard(doc, { columnId: DONE_COLUMN_ID, title: 'Shipped', dueDate: '2026-01-31' });
  return readBoard(doc);
}

/** What an import of the board should give: every lane with its cards, the empty reserved lanes left out. */
export function lanesOf(view: BoardView): ImportedLane[] {
  return view.columns
    .filter((lane) => lane.cards.length > 0 || (lane.id !== NEW_COLUMN_ID && lane.id !== DONE_COLUMN_ID))
    .map((lane) => ({
      role: lane.id === NEW_COLUMN_ID ? 'new' : lane.id === DONE_COLUMN_ID ? 'done' : 'lane',
      title: lane.title,
      cards: lane.cards.map((card) => ({
        title: card.title,
        description: card.description,
        priority: card.priority,
        dueDate: card.dueDate,
        checklist: [],
      })),
    }));
}
