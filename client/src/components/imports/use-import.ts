import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImportFormat, ImportKind } from '@shared/formats/model';
import { ApiError } from '@client/lib/api-client';
import { importNotice } from '@client/lib/imports/import-notice';
import { importedNotice, notImportedNotice } from '@client/lib/imports/import-words';
import { useReloadUnfinishedImports } from '@client/lib/imports/unfinished-imports';
import { ImportCancelled, IMPORT_NETWORK_FAILURE, uploadImport } from '@client/lib/imports/upload-import';
import { readXmindSheets } from '@client/lib/imports/xmind-sheets';
import { useReloadItems } from '@client/lib/workspace-items/item-actions';
import { itemSource } from '@client/lib/workspace-items/item-sources';

/** The server's words when it could not tell the format (then the user picks one). */
const FORMAT_QUESTION = 'Choose the format';
const IMPORT_FAILED = 'The import failed.';

export type ImportState =
  | { step: 'idle' }
  | { step: 'choosing'; file: File; sheets: string[] }
  | { step: 'uploading'; name: string; share: number }
  | { step: 'failed'; message: string; file: File; askFormat: boolean };

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? IMPORT_FAILED;
  if (error instanceof Error && error.message === IMPORT_NETWORK_FAILURE) return IMPORT_NETWORK_FAILURE;
  return IMPORT_FAILED;
}

/**
 * An import from the list page of `kind`: for an XMind workbook of several sheets, the choice of all or
 * one; the upload with its progress and a way to stop it, then the document opened (one made) or the
 * list read again (several), or the server's refusal.
 */
export function useImport(kind: ImportKind) {
  const navigate = useNavigate();
  const reloadItems = useReloadItems(kind);
  const reloadUnfinished = useReloadUnfinishedImports();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // An import goes on when its page is left, and says how it ended, but opens nothing over another page.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function begin(): AbortController {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    importNotice.show(null);
    return abort;
  }

  async function upload(abort: AbortController, file: File, format?: ImportFormat, sheet?: number) {
    setState({ step: 'uploading', name: file.name, share: 0 });
    try {
      const answer = await uploadImport({
        kind,
        file,
        format,
        sheet,
        signal: abort.signal,
        onProgress: (share) => setState({ step: 'uploading', name: file.name, share }),
      });
      reloadItems();
      reloadUnfinished();
      setState({ step: 'idle' });
      importNotice.show({ tone: 'success', text: importedNotice(answer.items) });
      const [only] = answer.items;
      if (answer.items.length === 1 && only && mounted.current) navigate(itemSource(kind).open(only.id));
    } catch (error) {
      if (error instanceof ImportCancelled) return setState({ step: 'idle' });
      const message = failureText(error);
      if (!mounted.current) importNotice.show({ tone: 'error', text: notImportedNotice(file.name, message) });
      const askFormat =
        error instanceof ApiError && error.status === 400 && message.includes(FORMAT_QUESTION);
      setState({ step: 'failed', message, file, askFormat });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  /** A file picked or dropped: a workbook of several sheets asks which first, anything else goes up. */
  async function start(file: File, format?: ImportFormat) {
    const abort = begin();
    if (kind === 'mindmap' && (format === undefined || format === 'xmind')) {
      const sheets = await readXmindSheets(file).catch(() => null);
      if (abort.signal.aborted) return;
      if (sheets && sheets.length > 1) {
        controller.current = null;
        return setState({ step: 'choosing', file, sheets });
      }
    }
    await upload(abort, file, format);
  }

  return {
    state,
    start: (file: File, format?: ImportFormat) => void start(file, format),
    /** Sends the workbook being asked about: every sheet (null) or the one numbered `sheet` from 1. */
    importSheets: (file: File, sheet: number | null) =>
      void upload(begin(), file, 'xmind', sheet ?? undefined),
    cancel: () => controller.current?.abort(),
    dismiss: () => setState({ step: 'idle' }),
  };
}
