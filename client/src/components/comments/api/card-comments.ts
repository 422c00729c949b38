import { z } from 'zod';
import { commentSchema } from '@shared/api/todos';
import { api, FN } from '@client/lib/api-client';
import type { CommentSource } from './comment-source';

const thread = z.array(commentSchema);

/** GET {fn}/kanban-card-comments?cardId=: anything but a valid thread reads as none. */
export async function getCardComments(cardId: string) {
  try {
    const body = await api<unknown>(`${FN}/kanban-card-comments?cardId=${encodeURIComponent(cardId)}`);
    const parsed = thread.safeParse(body);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** POST {fn}/kanban-card-comments {cardId, comment}. */
export function postCardComment(cardId: string, comment: string) {
  return api<unknown>(`${FN}/kanban-card-comments`, { method: 'POST', body: { cardId, comment } });
}

/**
 * Kanban cards: the board document carries no comment count yet (the Kanban issue adds it, as the to-do
 * shape has), so until then a card's open thread reloads on focus and after the user's own posts only.
 */
export const cardComments: CommentSource = {
  list: getCardComments,
  post: postCardComment,
  useRevision: () => null,
};
