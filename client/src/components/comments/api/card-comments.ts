import { useCallback } from 'react';
import type * as Y from 'yjs';
import { z } from 'zod';
import { cardCommentSchema } from '@shared/api/kanban';
import { getCard } from '@shared/schema/board-cards';
import { observeBoard } from '@shared/schema/board';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { api, FN } from '@client/lib/api-client';
import { useDocument } from '@client/lib/collab/use-document';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import type { CommentSource, CommentTarget } from './comment-source';

const thread = z.array(cardCommentSchema);

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
 * The card's comment count in its board's live document, which the server raises with every comment; the
 * board page has the document open already. Without the board's id there is no live signal.
 */
export function useCardCommentRevision(cardId: string, boardId: string | undefined): number | null {
  const name = boardId && isDocumentId(boardId) ? formatDocumentName('board', boardId) : null;
  const { doc } = useDocument(name);
  const read = useCallback((current: Y.Doc) => getCard(current, cardId)?.commentCount ?? null, [cardId]);
  return useDocumentView(doc, read, observeBoard);
}

export const cardComments: CommentSource<Extract<CommentTarget, { kind: 'card' }>> = {
  list: getCardComments,
  post: postCardComment,
  useRevision: (target) => useCardCommentRevision(target.id, target.boardId),
};
