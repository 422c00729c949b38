import { useDeleteItem } from '@client/lib/workspace-items/delete-item';
import { MINDMAPS_KEY } from '@client/lib/workspace-items/get-mindmaps';

/** DELETE {fn}/mindmaps?id={id}; the map leaves the cached list at once. */
export const useDeleteMindmap = () => useDeleteItem('/mindmaps', MINDMAPS_KEY);
