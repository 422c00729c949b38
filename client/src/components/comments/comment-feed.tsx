import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import type { Comment } from '@shared/api/todos';
import { Spinner } from '@client/components/ui/spinner';
import { CommentText } from './comment-text';

/** 'Me' for the signed-in user's comments, else the author's name, else 'Anon' (spec). */
export function authorLabel(comment: Pick<Comment, 'author' | 'author_id'>, ownId: string | null): string {
  if (ownId !== null && comment.author_id === ownId) return 'Me';
  return comment.author?.trim() || 'Anon';
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export interface CommentFeedProps {
  comments: Comment[] | undefined;
  loading: boolean;
  /** The signed-in user's id, to mark their own comments. */
  ownId: string | null;
}

/** The thread as chat bubbles, oldest first, scrolled to the newest. */
export function CommentFeed({ comments, loading, ownId }: CommentFeedProps) {
  const feed = useRef<HTMLOListElement>(null);
  const count = comments?.length ?? 0;
  useEffect(() => {
    const element = feed.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (loading) return <Spinner className="comments__loading" label="Loading comments" />;
  if (count === 0) return <p className="comments__empty">No comments yet.</p>;
  return (
    <ol ref={feed} className="comments__feed" aria-label="Comments">
      {comments?.map((comment) => {
        const author = authorLabel(comment, ownId);
        return (
          <li key={comment.id} className={clsx('comment', author === 'Me' && 'comment--mine')}>
            <p className="comment__meta">
              <span className="comment__author">{author}</span>
              <time dateTime={comment.created_at}>{formatTime(comment.created_at)}</time>
            </p>
            <p className="comment__text">
              <CommentText text={comment.comment || comment.text} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
