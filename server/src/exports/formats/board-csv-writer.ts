import {
  type BoardView,
  DONE_COLUMN_ID,
  DONE_COLUMN_TITLE,
  NEW_COLUMN_ID,
  NEW_COLUMN_TITLE,
} from '@shared/schema/board-model';
import { BOARD_CSV_COLUMNS } from '../../imports/formats/board-csv';
import { CSV_BOM, csvLine } from './csv-line';

/** A lane's title as exported: New and Done by their reserved titles, which readers recognise. */
export function exportedLaneTitle(lane: BoardView['columns'][number]): string {
  if (lane.id === NEW_COLUMN_ID) return NEW_COLUMN_TITLE;
  if (lane.id === DONE_COLUMN_ID) return DONE_COLUMN_TITLE;
  return lane.title;
}

/**
 * A board as CSV, a record at a time: the header (the columns readBoardCsv reads), then each card in
 * display order, lane by lane; a lane with no cards is one row with its title alone, so it comes back on
 * import. UTF-8 with a byte order mark, so spreadsheets read it as UTF-8.
 */
export function* writeBoardCsv(view: BoardView): Generator<string, void, undefined> {
  yield CSV_BOM + csvLine(BOARD_CSV_COLUMNS);
  for (const lane of view.columns) {
    const title = exportedLaneTitle(lane);
    if (lane.cards.length === 0 && lane.id !== NEW_COLUMN_ID && lane.id !== DONE_COLUMN_ID) {
      yield csvLine([title, '', '', '', '']);
    }
    for (const card of lane.cards) {
      yield csvLine([title, card.title, card.description, card.priority ?? '', card.dueDate ?? '']);
    }
  }
}
