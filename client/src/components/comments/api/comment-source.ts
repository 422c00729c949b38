import type { Comment } from '@shared/api/todos';

/** What the comments modal needs of one kind of commented thing (a to-do, a Kanban card). */
export interface CommentSource {
  /** The thread, oldest first; an invalid answer or a failed call gives an empty thread (spec). */
  list(id: string): Promise<Comment[]>;
  /** Posts as the signed-in user; the server takes the author from the session. */
  post(id: string, comment: string): Promise<unknown>;
  /**
   * A value from the live document that changes whenever anyone comments, or null while it is not known;
   * the modal reloads the thread when it changes.
   */
  useRevision(id: string): number | null;
}

export const commentKeys = {
  thread: (kind: string, id: string) => ['comments', kind, id] as const,
};
