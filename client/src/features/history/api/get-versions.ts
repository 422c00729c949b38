import { useInfiniteQuery } from '@tanstack/react-query';
import { VERSIONS_PAGE_DEFAULT, versionsPageSchema } from '@shared/api/history';
import { api } from '@client/lib/api-client';
import { historyKeys, type HistoryTarget, versionsPath } from './history-keys';

/** GET /api/documents/{kind}/{id}/versions: one page of versions, newest first, from `cursor` on. */
export async function getVersions(target: HistoryTarget, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(VERSIONS_PAGE_DEFAULT) });
  if (cursor) query.set('cursor', cursor);
  return versionsPageSchema.parse(await api<unknown>(`${versionsPath(target)}?${query}`, { signal }));
}

/** The document's versions page by page; the next page is asked for with the last one's cursor. */
export function useVersions(target: HistoryTarget) {
  return useInfiniteQuery({
    queryKey: historyKeys.versions(target),
    queryFn: ({ pageParam, signal }) => getVersions(target, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
