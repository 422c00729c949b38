import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type * as Y from 'yjs';
import { z } from 'zod';
import { todoCommentSchema, todoDetailSchema } from '@shared/api/todos';
import { formatDocumentName } from '@shared/schema/document-name';
import { observeInbox } from '@shared/schema/inbox';
import { getTodo } from '@shared/schema/todo';
import { observeTodoList } from '@shared/schema/todolist';
import { api, FN } from '@client/lib/api-client';
import { useDocument } from '@client/lib/collab/use-document';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import { useCurrentWorkspace } from '@client/lib/workspace';
import type { CommentSource, CommentTarget } from './comment-source';

const thread = z.array(todoCommentSchema);

/** GET {fn}/todo-comments?todoId=: anything but a valid thread reads as none. */
export async function getTodoComments(todoId: string) {
  try {
    const body = await api<unknown>(`${FN}/todo-comments?todoId=${encodeURIComponent(todoId)}`);
    const parsed = thread.safeParse(body);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** POST {fn}/todo-comments {todoId, comment}. */
export function postTodoComment(todoId: string, comment: string) {
  return api<unknown>(`${FN}/todo-comments`, { method: 'POST', body: { todoId, comment } });
}

const todoLocation = todoDetailSchema.pick({ list_id: true });

/** The list holding the to-do, or null for the workspace inbox. */
async function listOfTodo(todoId: string): Promise<string | null> {
  const { list_id } = todoLocation.parse(await api<unknown>(`${FN}/todoid/${encodeURIComponent(todoId)}`));
  return list_id;
}

/**
 * The to-do's comment count in its live document (its list's, or the workspace inbox), which the server
 * raises with every comment: a thread open anywhere sees a new comment as soon as the document syncs. The
 * screen showing the to-do usually has the document open already, so this shares its connection.
 */
export function useTodoCommentRevision(todoId: string): number | null {
  const list = useQuery({
    queryKey: ['comments', 'todo', todoId, 'list'],
    queryFn: () => listOfTodo(todoId),
    staleTime: Infinity,
    retry: false,
  });
  const workspace = useCurrentWorkspace();
  let name: string | null = null;
  if (list.data) name = formatDocumentName('todolist', list.data);
  else if (list.data === null && workspace.id) name = formatDocumentName('inbox', workspace.id);
  const { doc } = useDocument(name);
  const read = useCallback((current: Y.Doc) => getTodo(current, todoId)?.commentCount ?? null, [todoId]);
  return useDocumentView(doc, read, name?.startsWith('inbox:') ? observeInbox : observeTodoList);
}

export const todoComments: CommentSource<Extract<CommentTarget, { kind: 'todo' }>> = {
  list: getTodoComments,
  post: postTodoComment,
  useRevision: (target) => useTodoCommentRevision(target.id),
};
