import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { ApiError } from './api-client';

/** The file name a Content-Disposition header gives: its UTF-8 `filename*`, else its `filename`. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key?.toLowerCase() === 'filename*' && value.toLowerCase().startsWith("utf-8''")) {
      try {
        return decodeURIComponent(value.slice("utf-8''".length));
      } catch {
        // A malformed escape: the plain filename serves.
      }
    }
  }
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key?.toLowerCase() === 'filename') return rest.join('=').replace(/^"|"$/g, '');
  }
  return null;
}

function save(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * Downloads `path` with the session cookie and saves it under the name the server gives (else
 * `fallback`); a refusal throws ApiError with the server's `error` text.
 */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
    const serverMessage = typeof body?.error === 'string' ? body.error : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? (response.statusText || MESSAGES.unexpectedError),
      body,
      serverMessage,
    );
  }
  const blob = await response.blob();
  save(blob, dispositionName(response.headers.get('content-disposition')) ?? fallback);
}

/** A download a button starts: whether it is under way, and how the last one failed. */
export function useFileDownload(path: string, fallback: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadFile(path, fallback);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return { start: () => void start(), pending, error };
}
