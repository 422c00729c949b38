import { useEffect } from 'react';
import type * as Y from 'yjs';
import { keepMindmapTidy } from '@shared/layout/keep-tidy';
import type { MindmapNode } from '@shared/schema/mindmap-model';

/**
 * While someone who may edit has the map open, a tidy map stays tidy after others' changes too. `read`
 * gives the map's nodes from the canvas's own reader.
 */
export function useKeepTidy(doc: Y.Doc, readOnly: boolean, read: () => readonly MindmapNode[]): void {
  useEffect(() => (readOnly ? undefined : keepMindmapTidy(doc, undefined, read)), [doc, readOnly, read]);
}
