import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sentToKanbanSchema } from '@shared/api/kanban';
import { api, FN } from '@client/lib/api-client';

const boardOption = z.object({ id: z.string(), title: z.string() });
const boardsAnswer = z.union([z.array(boardOption), z.object({ boards: z.array(boardOption) })]);

export type BoardOption = z.infer<typeof boardOption>;

/** GET {fn}/boards: the boards a to-do can be sent to (id and title). */
export async function getBoardOptions(): Promise<BoardOption[]> {
  const body = boardsAnswer.parse(await api<unknown>(`${FN}/boards`));
  return Array.isArray(body) ? body : body.boards;
}

export function useBoardOptions() {
  return useQuery({ queryKey: ['boards', 'options'], queryFn: getBoardOptions, staleTime: 10_000 });
}

export type SendTarget = { kind: 'todo' | 'list'; id: string; title: string };

/** POST {fn}/send-todo-to-kanban {todoId, boardId} or {fn}/send-todo-list-to-kanban {listId, boardId}. */
export async function sendToKanban(target: SendTarget, boardId: string) {
  const [path, body] =
    target.kind === 'todo'
      ? ['send-todo-to-kanban', { todoId: target.id, boardId }]
      : ['send-todo-list-to-kanban', { listId: target.id, boardId }];
  return sentToKanbanSchema.parse(await api<unknown>(`${FN}/${path}`, { method: 'POST', body }));
}
