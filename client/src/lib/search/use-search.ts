import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { searchAnswer, type SearchAnswer } from '@shared/api/search';
import { queryTerms } from '@shared/search/fold';
import { api } from '../api-client';
import { useOffline } from '../offline/use-offline';
import { useCurrentWorkspace } from '../workspace';
import { ITEM_SOURCES, itemTitle } from '../workspace-items/item-sources';

/** GET /api/search: the current workspace's maps, lists, boards, nodes, to-dos and cards matching `q`. */
export async function search(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q });
  return searchAnswer.parse(await api<unknown>(`/api/search?${params}`, { signal }));
}

/**
 * The search behind the palette: asked at each keystroke, with no pause (an answer takes a few
 * milliseconds of the server's time, and a pause would be added to every keystroke's wait); a newer query
 * cancels the request of the one before (TanStack Query aborts the signal of a query nobody reads any
 * more), and the last answer stays shown while the next one loads.
 */
export function useSearch(q: string) {
  const asked = q.trim();
  const { id: workspaceId } = useCurrentWorkspace();
  const offline = useOffline();
  const searchable = queryTerms(asked).length > 0;
  const query = useQuery({
    queryKey: ['search', workspaceId, asked],
    queryFn: ({ signal }) => search(asked, signal),
    enabled: searchable && !offline,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    retry: false,
    // Not kept on the device (offline/device-answers.ts): search needs the network.
    meta: { keepOnDevice: false },
  });
  const blank = !searchable;
  return {
    offline,
    blank,
    results: blank ? [] : (query.data?.results ?? []),
    /** The answer shown is not yet for what is typed. */
    loading: !blank && !offline && query.isFetching,
    failed: !blank && !offline && query.isError && !query.isFetching,
    retry: () => void query.refetch(),
    /** Whether the answer shown is the one for what is typed. */
    current: !blank && query.isSuccess && !query.isPlaceholderData,
  };
}

/**
 * The titles of the workspace's maps, lists and boards by id, from the list answers the app already keeps
 * (the palette says where a node, a to-do or a card lives).
 */
export function useDocumentTitles(): (id: string) => string | undefined {
  const lists = useQueries({
    queries: ITEM_SOURCES.map((source) => ({ ...source.listQuery(), staleTime: 30_000 })),
  });
  const key = lists.map((list) => list.dataUpdatedAt).join();
  const titles = useMemo(() => {
    const byId = new Map<string, string>();
    ITEM_SOURCES.forEach((source, index) => {
      for (const item of lists[index]?.data ?? []) {
        if (item.id !== null) byId.set(item.id, itemTitle(source, item));
      }
    });
    return byId;
    // The answers change only when their time does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCallback((id: string) => titles.get(id), [titles]);
}
