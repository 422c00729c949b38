import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';
import { sessionKeys } from '@client/lib/session';

/** The REST collection of each kind of workspace item, deleted with `?id=`. */
export type ItemCollection = '/mindmaps' | '/todo-lists' | '/boards';

/** DELETE {fn}/<collection>?id={id}. */
export function deleteItem(collection: ItemCollection, id: string): Promise<unknown> {
  return api<unknown>(`${FN}${collection}?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a map, list or board by id; on success it leaves every cached list under `listKey` at once,
 * before the refetch confirms it, and the plan's usage is read again.
 */
export function useDeleteItem(collection: ItemCollection, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(collection, id),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<Array<{ id: string }>>({ queryKey: listKey }, (items) =>
        items?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.usage });
    },
  });
}
