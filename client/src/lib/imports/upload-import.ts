import { importAnswerSchema, type ImportAnswer } from '@shared/api/imports';
import type { ImportFormat, ImportKind } from '@shared/formats/model';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '../api-client';
import { reportServerReach } from '../offline/server-reach';

/** What the file picker offers for each kind, as the server reads them. */
export const IMPORT_ACCEPT: Record<ImportKind, string> = {
  mindmap: '.opml,.xml,.mm,.xmind,.md,.markdown,.txt',
  todolist: '.csv,.md,.markdown,.txt',
  board: '.json,.csv',
};

/** The formats a user may pick for each kind when the server cannot tell from the content. */
export const IMPORT_FORMAT_CHOICES: Record<ImportKind, { value: ImportFormat; label: string }[]> = {
  mindmap: [
    { value: 'opml', label: 'OPML' },
    { value: 'mm', label: 'FreeMind / Freeplane (.mm)' },
    { value: 'xmind', label: 'XMind' },
    { value: 'markdown', label: 'Markdown outline' },
  ],
  todolist: [
    { value: 'markdown', label: 'Markdown tasks' },
    { value: 'todoist', label: 'Todoist CSV' },
    { value: 'csv', label: 'CSV' },
  ],
  board: [
    { value: 'trello', label: 'Trello JSON' },
    { value: 'csv', label: 'CSV' },
  ],
};

export interface UploadImport {
  kind: ImportKind;
  file: File;
  format?: ImportFormat;
  /** One sheet of an XMind workbook, numbered from 1; every sheet when absent. */
  sheet?: number;
  /** Called as the body goes out, with the share sent from 0 to 1. */
  onProgress(share: number): void;
  signal: AbortSignal;
}

/** The answer to an upload the user stopped. */
export class ImportCancelled extends Error {}

/**
 * POST /api/imports with the file as the body. XMLHttpRequest rather than fetch, since only it reports
 * how much of a request body has gone out.
 */
export function uploadImport({
  kind,
  file,
  format,
  sheet,
  onProgress,
  signal,
}: UploadImport): Promise<ImportAnswer> {
  const query = new URLSearchParams({ kind });
  if (format) query.set('format', format);
  if (sheet !== undefined) query.set('sheet', String(sheet));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/imports?${query}`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      reportServerReach(true);
      const body = parse(request.responseText);
      if (request.status === 201) {
        const answer = importAnswerSchema.safeParse(body);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError(request.status, MESSAGES.invalidServerResponse));
        return;
      }
      const text = (body as { error?: unknown } | undefined)?.error;
      const message = typeof text === 'string' ? text : MESSAGES.unexpectedError;
      reject(new ApiError(request.status, message, body, typeof text === 'string' ? text : undefined));
    };
    request.onerror = () => reject(new Error(IMPORT_NETWORK_FAILURE));
    request.onabort = () => reject(new ImportCancelled());
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** An upload the connection dropped. */
export const IMPORT_NETWORK_FAILURE =
  'The upload did not reach the server. Check the connection and try again.';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
