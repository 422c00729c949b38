import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { activityPageSchema, type ActivityPage } from '@shared/api/activity';
import { api, ApiError, FN } from '@client/lib/api-client';

/** The item an activity is about: a to-do or a card. */
export type ActivityItem = { kind: 'todo' | 'card'; id: string };

const PATHS = { todo: 'todoid', card: 'kanban/cards' } as const;

/**
 * After the item changes in its document, its activity is read again every SETTLE_POLL_MS for SETTLE_MS:
 * the change reaches the change record at the document's next store, which the server makes within
 * COLLAB_STORE_MAX_DELAY_MS (10 s unless configured) of the edit.
 */
const SETTLE_MS = 12_000;
const SETTLE_POLL_MS = 2_000;

export const activityKey = ({ kind, id }: ActivityItem) => ['activity', kind, id] as const;

/**
 * GET {fn}/todoid/{id}/activity or {fn}/kanban/cards/{id}/activity: the newest page of the activity. An
 * item the server does not hold yet (made in the dialog's live document, not stored) has none so far.
 */
export async function getItemActivity({ kind, id }: ActivityItem): Promise<ActivityPage> {
  try {
    const path = `${FN}/${PATHS[kind]}/${encodeURIComponent(id)}/activity`;
    return activityPageSchema.parse(await api<unknown>(path));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { entries: [], nextCursor: null };
    throw error;
  }
}

/**
 * The item's activity, read when the dialog opens, when the window regains focus, and while a change of
 * the item (`revision`, any value that changes with it in the live document) settles into the record.
 */
export function useItemActivity(item: ActivityItem, revision: string) {
  const queryClient = useQueryClient();
  const seen = useRef(revision);
  const [changedAt, setChangedAt] = useState<number | null>(null);
  const { kind, id } = item;
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    setChangedAt(Date.now());
    void queryClient.invalidateQueries({ queryKey: activityKey({ kind, id }) });
  }, [queryClient, revision, kind, id]);
  return useQuery({
    queryKey: activityKey(item),
    queryFn: () => getItemActivity(item),
    staleTime: 0,
    refetchInterval: () =>
      changedAt !== null && Date.now() - changedAt < SETTLE_MS ? SETTLE_POLL_MS : false,
  });
}
