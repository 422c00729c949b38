import { MENTION_PATTERN } from '@shared/api/todos';

/** A run of a comment's text: plain, or an @mention (the @ included). */
export interface CommentPart {
  text: string;
  mention: boolean;
}

/** Splits a comment into plain runs and @mentions, by the rule the server notifies by. */
export function splitMentions(comment: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let from = 0;
  // matchAll works on a copy of the pattern, so its shared lastIndex is never disturbed.
  for (const match of comment.matchAll(MENTION_PATTERN)) {
    if (match.index > from) parts.push({ text: comment.slice(from, match.index), mention: false });
    parts.push({ text: match[0], mention: true });
    from = match.index + match[0].length;
  }
  if (from < comment.length) parts.push({ text: comment.slice(from), mention: false });
  return parts;
}
