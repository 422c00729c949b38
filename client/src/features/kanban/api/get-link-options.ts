import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, FN } from '@client/lib/api-client';
import { kanbanKeys } from './kanban-keys';

const named = z.object({ id: z.string().nullable(), title: z.string() });
const namedList = z.array(named);

export interface LinkOption {
  id: string;
  title: string;
}

export interface LinkOptions {
  todoLists: LinkOption[];
  mindmaps: LinkOption[];
}

const withIds = (items: z.infer<typeof namedList>): LinkOption[] =>
  items.flatMap((item) =>
    item.id === null ? [] : [{ id: item.id, title: item.title.trim() || 'Untitled' }],
  );

/** The to-do lists (GET {fn}/todo-lists) and mind maps (GET {fn}/mindmaps) a card can link to. */
export async function getLinkOptions(): Promise<LinkOptions> {
  const [lists, maps] = await Promise.all([api<unknown>(`${FN}/todo-lists`), api<unknown>(`${FN}/mindmaps`)]);
  return { todoLists: withIds(namedList.parse(lists)), mindmaps: withIds(namedList.parse(maps)) };
}

export function useLinkOptions(enabled: boolean) {
  return useQuery({ queryKey: kanbanKeys.linkOptions, queryFn: getLinkOptions, enabled, staleTime: 30_000 });
}
