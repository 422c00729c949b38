import { useCallback, useState } from 'react';
import type * as Y from 'yjs';
import { type BoardView, observeBoard, readBoard } from '@shared/schema/board';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import { shareUnchanged } from '../utils/shared-view';

/** Keeps the last board read, so the next one can reuse its unchanged lanes and cards. */
class BoardReader {
  private last: BoardView | null = null;
  read(doc: Y.Doc): BoardView {
    this.last = shareUnchanged(this.last, readBoard(doc));
    return this.last;
  }
}

/** The live board: lanes in display order with their cards; unchanged lanes and cards keep their identity. */
export function useBoardView(doc: Y.Doc): BoardView | null {
  const [reader] = useState(() => new BoardReader());
  const read = useCallback((current: Y.Doc) => reader.read(current), [reader]);
  return useDocumentView(doc, read, observeBoard);
}
