import { useQueryClient } from '@tanstack/react-query';
import type { ViewedKind } from '../last-viewed';
import { api, FN } from '../api-client';
import { sessionKeys } from '../session';
import { itemSource } from './item-sources';

/** The REST collection of each kind, under which its duplicate route lives. */
const COLLECTION: Record<ViewedKind, string> = {
  mindmap: '/mindmaps',
  todolist: '/todo-lists',
  board: '/boards',
};

/** Renames a map, list or board over REST. */
export function renameItem(kind: ViewedKind, id: string, title: string): Promise<unknown> {
  const path = `${FN}${kind === 'mindmap' ? '/update/mindmap' : COLLECTION[kind]}/${encodeURIComponent(id)}`;
  return api(path, { method: 'PATCH', body: kind === 'mindmap' ? { data: { title } } : { title } });
}

/** POST {fn}/<collection>/{id}/duplicate → the copy's id. */
export function duplicateItem(kind: ViewedKind, id: string): Promise<{ id: string }> {
  return api(`${FN}${COLLECTION[kind]}/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

/** Reloads the kind's list and the plan's usage after a rename or a duplicate, whatever its outcome. */
export function useReloadItems(kind: ViewedKind) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [itemSource(kind).listKey, sessionKeys.usage])
      void queryClient.invalidateQueries({ queryKey });
  };
}
