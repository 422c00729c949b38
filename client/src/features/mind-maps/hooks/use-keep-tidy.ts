import { useEffect } from 'react';
import type * as Y from 'yjs';
import { keepMindmapTidy } from '@shared/layout/keep-tidy';

/** While someone who may edit has the map open, a tidy map stays tidy after others' changes too. */
export function useKeepTidy(doc: Y.Doc, readOnly: boolean): void {
  useEffect(() => (readOnly ? undefined : keepMindmapTidy(doc)), [doc, readOnly]);
}
