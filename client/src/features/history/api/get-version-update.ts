import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '@client/lib/api-client';
import { historyKeys, type HistoryTarget, versionsPath } from './history-keys';

/** The server's `error` text of a refused request, when its body is JSON that has one. */
async function errorText(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/documents/{kind}/{id}/versions/{versionId}/update: the document at that version as a Yjs update
 * (bytes, which the JSON helper does not read), to apply to a Y.Doc of its own.
 */
export async function getVersionUpdate(
  target: HistoryTarget,
  versionId: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const response = await fetch(`${versionsPath(target)}/${encodeURIComponent(versionId)}/update`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const message = await errorText(response);
    throw new ApiError(response.status, message ?? MESSAGES.unexpectedError, undefined, message);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** A version's state; kept as long as the preview needs it (a version never changes). */
export function useVersionUpdate(target: HistoryTarget, versionId: string) {
  return useQuery({
    queryKey: historyKeys.update(target, versionId),
    queryFn: ({ signal }) => getVersionUpdate(target, versionId, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
