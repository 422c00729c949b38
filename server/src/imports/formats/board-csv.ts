import {
  type ImportCounts,
  type ImportedBoard,
  type ImportedLane,
  ImportFormatError,
  cutLabel,
  cutNote,
} from '@shared/formats/model';
import { NEW_COLUMN_TITLE } from '@shared/schema/board-model';
import { readCsvTable } from './csv-table';
import { checkItemCount, laneKey, laneNamed, toDueDate, toPriority } from './import-text';

/** The columns of a board CSV, as writeBoardCsv writes them; only Title is required. */
export const BOARD_CSV_COLUMNS = ['Lane', 'Title', 'Description', 'Priority', 'Due date'] as const;

/**
 * Reads a board from CSV with a header row (columns matched without case, in any order; others ignored).
 * Each row is a card in its lane; lanes come in the order they first appear, New and Done (in any case) are
 * the board's reserved lanes, and a card with no lane goes to New. A row with a lane and nothing else adds
 * that lane empty. A priority other than low, medium or high and a due date that is not an ISO date are
 * dropped and counted as cut; a row with content but no title is refused with its row number.
 */
export function readBoardCsv(bytes: Uint8Array, title = 'Imported board'): ImportedBoard {
  const counts: ImportCounts = { skipped: 0, cut: 0 };
  const lanes = new Map<string, ImportedLane>();
  let cards = 0;
  const laneFor = (name: string): ImportedLane => {
    const key = laneKey(name);
    let lane = lanes.get(key);
    if (!lane) {
      lane = laneNamed(name, counts);
      lanes.set(key, lane);
    }
    return lane;
  };
  readCsvTable(
    bytes,
    {
      required: ['Title'],
      missing: () => `Not a board CSV: the header row (row 1) has no Title column`,
      unguard: true,
    },
    (row) => {
      const laneName = row.cell('Lane').trim();
      const cardTitle = row.cell('Title').trim();
      const description = row.cell('Description');
      const priorityText = row.cell('Priority').trim();
      const dueText = row.cell('Due date').trim();
      if (cardTitle === '') {
        if (description.trim() === '' && priorityText === '' && dueText === '' && laneName !== '') {
          laneFor(laneName);
          return;
        }
        throw new ImportFormatError(`Row ${row.number}: the Title column is empty`);
      }
      cards += 1;
      checkItemCount(cards, 'cards');
      const priority = toPriority(priorityText);
      const dueDate = toDueDate(dueText);
      if (priority === null && priorityText !== '') counts.cut += 1;
      if (dueDate === null && dueText !== '') counts.cut += 1;
      laneFor(laneName === '' ? NEW_COLUMN_TITLE : laneName).cards.push({
        title: cutLabel(cardTitle, counts),
        description: cutNote(description, counts),
        priority,
        dueDate,
        checklist: [],
      });
    },
  );
  return {
    kind: 'board',
    title: cutLabel(title, counts),
    description: '',
    lanes: [...lanes.values()],
    counts,
  };
}
