import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { type ListProgress, listProgressSchema, type WorkspaceEvent } from '@shared/api/todos';
import { api, FN } from '@client/lib/api-client';
import { useWorkspaceEvents } from '@client/lib/workspace-events';
import { mindmapKeys } from './mindmap-keys';

/** Polling interval while the event stream is down. */
const PROGRESS_POLL_MS = 60_000;

const progressList = z.array(listProgressSchema);

/** GET {fn}/todo-lists/progress?mindmapId=: how far each list linked from the map's nodes is. */
export async function getListProgress(mapId: string): Promise<ListProgress[]> {
  return progressList.parse(
    await api<unknown>(`${FN}/todo-lists/progress?mindmapId=${encodeURIComponent(mapId)}`),
  );
}

/** The progress list with one list's new figures in place (added when it was not there yet). */
export function withProgress(current: readonly ListProgress[], next: ListProgress): ListProgress[] {
  const index = current.findIndex((entry) => entry.list_id === next.list_id);
  if (index < 0) return [...current, next];
  return current.map((entry, at) => (at === index ? next : entry));
}

/**
 * The progress of the map's linked lists, from the projection, kept live by the workspace event stream's
 * 'list-progress' events (reloaded whenever the stream reopens, polled while it is down). No to-do list
 * document is opened for it.
 */
export function useListProgress(mapId: string) {
  const queryClient = useQueryClient();
  const key = mindmapKeys.listProgress(mapId);
  const onEvent = useCallback(
    (event: WorkspaceEvent) => {
      if (event.type !== 'list-progress') return;
      const { list_id, total, done } = event;
      const key = mindmapKeys.listProgress(mapId);
      // Before the first answer the event may be newer than what is being read: read again.
      if (!queryClient.getQueryData(key)) void queryClient.invalidateQueries({ queryKey: key });
      else
        queryClient.setQueryData<ListProgress[]>(key, (current = []) =>
          withProgress(current, { list_id, total, done }),
        );
    },
    [queryClient, mapId],
  );
  const streaming = useWorkspaceEvents({
    onEvent,
    onOpen: () => void queryClient.invalidateQueries({ queryKey: mindmapKeys.listProgress(mapId) }),
  });
  return useQuery({
    queryKey: key,
    queryFn: () => getListProgress(mapId),
    refetchInterval: streaming ? false : PROGRESS_POLL_MS,
  });
}
