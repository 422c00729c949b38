import { useCallback, useEffect, useState } from 'react';

/** The Undo notice after a delete: the node's name, and how many nodes its branch took with it. */
export function deletedNotice(label: string, count: number): string {
  if (count <= 1) return `Deleted “${label}”.`;
  return `Deleted “${label}” and its branch: ${count} nodes.`;
}

/** How long the Undo offer stays after a delete (Ctrl+Z works at any time). */
const DELETED_NOTICE_MS = 8_000;

/** The notice offering Undo after a delete, and the undo that ends it. */
export function useDeletedNotice(managerUndo: () => void) {
  const [deleted, setDeleted] = useState<string | null>(null);
  // An undo by any way (the notice, the toolbar, Ctrl+Z) ends the notice that offered it.
  const undo = useCallback(() => {
    managerUndo();
    setDeleted(null);
  }, [managerUndo]);
  useEffect(() => {
    if (deleted === null) return;
    const timer = setTimeout(() => setDeleted(null), DELETED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [deleted]);
  return { deleted, setDeleted, undo };
}
