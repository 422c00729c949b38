import { useMutation } from '@tanstack/react-query';
import { api, FN } from '@client/lib/api-client';

export interface CreateNodeTodoListInput {
  title: string;
  description: string;
  nodeId: string;
  mindmapId: string;
}

/**
 * POST {fn}/todo-lists {title, description, nodeId, mindmapId} → 201 {id}. The server also sets the node's
 * linkedTodoListId in the map document, so the open editor sees the link arrive live.
 */
export function createNodeTodoList(input: CreateNodeTodoListInput): Promise<{ id: string }> {
  return api<{ id: string }>(`${FN}/todo-lists`, { method: 'POST', body: input });
}

export function useCreateNodeTodoList() {
  return useMutation({ mutationFn: createNodeTodoList });
}
