import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentToKanbanSchema } from '@shared/api/kanban';
import { api, FN } from '@client/lib/api-client';
import { todoKeys } from './todo-keys';

/** What is sent, and the list its to-dos are on (whose rows then show their cards). */
export type SendTarget = { kind: 'todo' | 'list'; id: string; title: string; listId: string };

/** POST {fn}/send-todo-to-kanban {todoId, boardId} or {fn}/send-todo-list-to-kanban {listId, boardId}. */
export async function sendToKanban(target: SendTarget, boardId: string) {
  const [path, body] =
    target.kind === 'todo'
      ? ['send-todo-to-kanban', { todoId: target.id, boardId }]
      : ['send-todo-list-to-kanban', { listId: target.id, boardId }];
  return sentToKanbanSchema.parse(await api<unknown>(`${FN}/${path}`, { method: 'POST', body }));
}

/** Sends `target` to the board whose id it is given. */
export function useSendToKanban(target: SendTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boardId: string) => sendToKanban(target, boardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.linkedCards(target.listId) }),
  });
}
