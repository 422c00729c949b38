import { useMemo } from 'react';
import type * as Y from 'yjs';
import { type BoardView, observeBoard } from '@shared/schema/board';
import { BoardReader } from '@shared/schema/board-reader';
import { useDocumentView } from '@client/lib/collab/use-document-view';

/** The same board when its meta and every lane kept their objects (BoardReader makes it so). */
function sameBoard(a: BoardView, b: BoardView): boolean {
  return (
    a.meta === b.meta &&
    a.columns.length === b.columns.length &&
    a.columns.every((lane, index) => lane === b.columns[index])
  );
}

/**
 * The live board: lanes in display order with their cards, read incrementally (see BoardReader), so a
 * peer's move re-reads one card and redraws two lanes. The reader comes along for writes that need the
 * lanes in order (moveCard), so that they need not read every card again.
 */
export function useBoardView(doc: Y.Doc): { view: BoardView | null; reader: BoardReader } {
  const watch = useMemo(() => {
    const reader = new BoardReader(doc);
    return {
      reader,
      read: (current: Y.Doc) => reader.read(current),
      // The reader notes what changed before observeBoard's listener asks for a read.
      observe: (current: Y.Doc, listener: () => void) => {
        const stopTracking = reader.track(current);
        const stop = observeBoard(current, listener);
        return () => {
          stop();
          stopTracking();
        };
      },
    };
  }, [doc]);
  const view = useDocumentView(doc, watch.read, watch.observe, sameBoard);
  return { view, reader: watch.reader };
}
