import { useCallback, useEffect, useState } from 'react';
import type { UndoControls } from '@client/lib/collab/use-undo-manager';

/** How long the "Undo" notice stays after a completion or a deletion. */
export const UNDO_NOTICE_MS = 6_000;

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

/**
 * The short "Undo" notice after completing or deleting a to-do, and Ctrl/Cmd+Z (Shift for redo, or Ctrl+Y)
 * anywhere on the screen outside a text field. Both undo this user's last step of the list's history.
 */
export function useUndoNotice(history: UndoControls) {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const { undo, redo } = history;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), UNDO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
        setNotice(null);
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  const show = useCallback((text: string) => setNotice({ text, at: Date.now() }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  const undoNow = useCallback(() => {
    undo();
    setNotice(null);
  }, [undo]);
  return { notice: notice?.text ?? null, show, dismiss, undo: undoNow };
}
