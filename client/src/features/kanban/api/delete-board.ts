import { useDeleteItem } from '@client/lib/workspace-items/delete-item';
import { BOARDS_KEY } from '@client/lib/workspace-items/get-boards';

/** DELETE {fn}/boards?id={id}; the board leaves every cached list at once. */
export const useDeleteBoard = () => useDeleteItem('/boards', BOARDS_KEY);
