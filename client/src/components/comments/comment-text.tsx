import { splitMentions } from './mentions';

/** A comment's text with its @mentions highlighted; rendered as text, never as HTML. */
export function CommentText({ text }: { text: string }) {
  return (
    <>
      {splitMentions(text).map((part, index) =>
        part.mention ? (
          <mark key={index} className="comment__mention">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
