import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImportFormat, ImportKind } from '@shared/formats/model';
import { ApiError } from '@client/lib/api-client';
import { importNotice } from '@client/lib/imports/import-notice';
import { importedNotice } from '@client/lib/imports/import-words';
import { useReloadUnfinishedImports } from '@client/lib/imports/unfinished-imports';
import { ImportCancelled, IMPORT_NETWORK_FAILURE, uploadImport } from '@client/lib/imports/upload-import';
import { useReloadItems } from '@client/lib/workspace-items/item-actions';
import { itemSource } from '@client/lib/workspace-items/item-sources';

/** The server's words when it could not tell the format (then the user picks one). */
const FORMAT_QUESTION = 'Choose the format';
const IMPORT_FAILED = 'The import failed.';

export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; share: number }
  | { step: 'failed'; message: string; file: File; askFormat: boolean };

/**
 * An import from the list page of `kind`: the upload with its progress and a way to stop it, then the
 * document opened (one made) or the list read again (several), or the server's refusal.
 */
export function useImport(kind: ImportKind) {
  const navigate = useNavigate();
  const reloadItems = useReloadItems(kind);
  const reloadUnfinished = useReloadUnfinishedImports();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // An import goes on when its page is left, and says what it made, but opens nothing over another page.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function start(file: File, format?: ImportFormat) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    importNotice.show(null);
    setState({ step: 'uploading', name: file.name, share: 0 });
    try {
      const answer = await uploadImport({
        kind,
        file,
        format,
        signal: abort.signal,
        onProgress: (share) => setState({ step: 'uploading', name: file.name, share }),
      });
      reloadItems();
      reloadUnfinished();
      setState({ step: 'idle' });
      importNotice.show(importedNotice(answer.items));
      const [only] = answer.items;
      if (answer.items.length === 1 && only && mounted.current) navigate(itemSource(kind).open(only.id));
    } catch (error) {
      if (error instanceof ImportCancelled) return setState({ step: 'idle' });
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? IMPORT_FAILED)
          : error instanceof Error && error.message === IMPORT_NETWORK_FAILURE
            ? IMPORT_NETWORK_FAILURE
            : IMPORT_FAILED;
      const askFormat =
        error instanceof ApiError && error.status === 400 && message.includes(FORMAT_QUESTION);
      setState({ step: 'failed', message, file, askFormat });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  return {
    state,
    start: (file: File, format?: ImportFormat) => void start(file, format),
    cancel: () => controller.current?.abort(),
    dismiss: () => setState({ step: 'idle' }),
  };
}
