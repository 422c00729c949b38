import { useQuery } from '@tanstack/react-query';
import { mindmapsQuery } from '@client/lib/workspace-items/get-mindmaps';
import { todoListsQuery } from '@client/lib/workspace-items/get-todo-lists';

export interface LinkOption {
  id: string;
  title: string;
}

export interface LinkOptions {
  todoLists: LinkOption[];
  mindmaps: LinkOption[];
}

/** Items one can link to: those with an id (not the unassigned to-dos), a blank title read 'Untitled'. */
const linkOptions = (items: readonly { id: string | null; title: string }[]): LinkOption[] =>
  items.flatMap((item) =>
    item.id === null ? [] : [{ id: item.id, title: item.title.trim() || 'Untitled' }],
  );

const LINK_OPTIONS_STALE_MS = 30_000;

/** The to-do lists and mind maps a card can link to, from the shared lists' queries; undefined until both are in. */
export function useLinkOptions(enabled: boolean): { data: LinkOptions | undefined } {
  const options = { select: linkOptions, enabled, staleTime: LINK_OPTIONS_STALE_MS };
  const todoLists = useQuery({ ...todoListsQuery(), ...options });
  const mindmaps = useQuery({ ...mindmapsQuery(), ...options });
  if (!todoLists.data || !mindmaps.data) return { data: undefined };
  return { data: { todoLists: todoLists.data, mindmaps: mindmaps.data } };
}
