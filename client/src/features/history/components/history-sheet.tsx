import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type RefObject, useMemo, useState } from 'react';
import type { Version } from '@shared/api/history';
import { formatDocumentName } from '@shared/schema/document-name';
import { Alert } from '@client/components/ui/alert';
import { IconButton } from '@client/components/ui/icon-button';
import { useDocument } from '@client/lib/collab/use-document';
import type { DocumentHistoryProps } from '@client/lib/document-history';
import type { HistoryTarget } from '../api/history-keys';
import { NameVersionForm } from './name-version-form';
import { VersionList } from './version-list';
import { VersionPreview } from './version-preview';
import './history.css';
import './preview.css';

export interface HistorySheetProps extends Omit<DocumentHistoryProps, 'compact' | 'size'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The History button, which takes the focus back when the sheet closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** Gives the focus to the list's button of version `id` (after its preview closes). */
function focusVersion(id: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`.history-version[data-version-id="${CSS.escape(id)}"]`)?.focus(),
  );
}

/**
 * A document's version history: a side sheet on wide screens, the whole screen on a phone. It lists the
 * versions, names the current state and previews a version beside the list (instead of it, on a phone).
 * Escape closes the preview first, then the sheet.
 */
export function HistorySheet({
  kind,
  id,
  doc,
  readOnly,
  open,
  onOpenChange,
  returnFocus,
}: HistorySheetProps) {
  const target = useMemo<HistoryTarget>(() => ({ kind, id }), [kind, id]);
  const [selected, setSelected] = useState<Version | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  // A page that shows no live document (the inbox's tile) has it opened here, to compare versions with.
  const opened = useDocument(doc === undefined && open ? formatDocumentName(kind, id) : null);
  const live = doc === undefined ? opened.doc : doc;
  // Opened again (by the button or the shortcut), the sheet starts from the list.
  const [shown, setShown] = useState(open);
  if (shown !== open) {
    setShown(open);
    setSelected(null);
    setToast(null);
  }
  const closePreview = () => {
    if (selected) focusVersion(selected.id);
    setSelected(null);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="history-sheet__overlay" />
        <RadixDialog.Content
          className="history-sheet"
          data-previewing={selected ? true : undefined}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!selected) return;
            event.preventDefault();
            closePreview();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          {selected && (
            <VersionPreview
              key={selected.id}
              target={target}
              version={selected}
              live={live ?? null}
              readOnly={readOnly}
              onClose={closePreview}
              onRestored={(message) => {
                setSelected(null);
                setToast(message);
              }}
            />
          )}
          <section className="history-sheet__versions" aria-label="Versions">
            <header className="history-sheet__header">
              <RadixDialog.Title className="history-sheet__title">Version history</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton size="sm" label="Close version history" icon={<X />} />
              </RadixDialog.Close>
            </header>
            {!readOnly && <NameVersionForm target={target} />}
            <VersionList target={target} selectedId={selected?.id ?? null} onSelect={setSelected} />
          </section>
          {toast && (
            <Alert tone="success" className="history-sheet__toast" onDismiss={() => setToast(null)}>
              {toast}
            </Alert>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
