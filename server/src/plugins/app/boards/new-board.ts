import type * as Y from 'yjs';
import { addColumn, initBoard } from '@shared/schema/board';

const IN_PROGRESS_TITLE = 'In-Progress';

/** A new board's document: meta, the reserved New and Done lanes and an In-Progress lane between them. */
export function initNewBoard(doc: Y.Doc, input: { title: string; description: string }): void {
  initBoard(doc, input);
  addColumn(doc, { title: IN_PROGRESS_TITLE });
}
