import type { Comment } from '@shared/api/todos';

/** What a thread belongs to; `title` names it in the heading. */
export type CommentTarget =
  | { kind: 'todo'; id: string; title: string }
  /** `boardId`: the card's board, whose live document tells an open thread that someone commented. */
  | { kind: 'card'; id: string; title: string; boardId?: string };

/** What the comments modal needs of one kind of commented thing (a to-do, a Kanban card). */
export interface CommentSource<Target extends CommentTarget = CommentTarget> {
  /** The thread, oldest first; an invalid answer or a failed call gives an empty thread (spec). */
  list(id: string): Promise<Comment[]>;
  /** Posts as the signed-in user; the server takes the author from the session. */
  post(id: string, comment: string): Promise<unknown>;
  /**
   * A value from the live document that changes whenever anyone comments, or null while it is not known;
   * the modal reloads the thread when it changes.
   */
  useRevision(target: Target): number | null;
}

export const commentKeys = {
  thread: (kind: string, id: string) => ['comments', kind, id] as const,
};
