import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type LinkedCard, linkedCardSchema } from '@shared/api/kanban';
import { api, FN } from '@client/lib/api-client';
import { useMayBeOnServer } from '@client/lib/offline/use-pending-creates';
import { todoKeys } from './todo-keys';

const linkedCards = z.array(linkedCardSchema);

/** The boards each to-do of a list has a card on, by to-do id. */
export type BoardsByTodo = ReadonlyMap<string, readonly LinkedCard[]>;

function byTodo(cards: LinkedCard[]): BoardsByTodo {
  const map = new Map<string, LinkedCard[]>();
  for (const card of cards) map.set(card.todo_id, [...(map.get(card.todo_id) ?? []), card]);
  return map;
}

/**
 * GET {fn}/todo-list-cards?listId=: which to-dos of the list have a card, and on which board. A list made
 * offline is asked about once the server has created it (before, the answer is 404 'List not found').
 */
export function useLinkedCards(listId: string) {
  const onServer = useMayBeOnServer(listId);
  return useQuery({
    queryKey: todoKeys.linkedCards(listId),
    enabled: onServer,
    queryFn: async () =>
      linkedCards.parse(await api<unknown>(`${FN}/todo-list-cards?listId=${encodeURIComponent(listId)}`)),
    select: byTodo,
  });
}
