import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX } from '@shared/api/todos';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { errorText } from '@client/lib/api-errors';
import { useSession } from '@client/lib/session';
import { useWorkspaceMembers } from '@client/lib/workspace';
import { cardComments } from './api/card-comments';
import { commentKeys, type CommentSource, type CommentTarget } from './api/comment-source';
import { todoComments } from './api/todo-comments';
import { CommentFeed } from './comment-feed';
import { useMentionPicker } from './mention-picker';
import './comments.css';

export type { CommentTarget } from './api/comment-source';

/** The comment source of a target's kind; it is only ever handed targets of that kind. */
function sourceOf(target: CommentTarget): CommentSource {
  return (target.kind === 'todo' ? todoComments : cardComments) as CommentSource;
}

export interface CommentsModalProps {
  target: CommentTarget;
  onClose(): void;
}

/**
 * The comment thread of a to-do or a card: 'Comments for "{title}"', the feed of bubbles, and an input
 * where Enter sends and Shift+Enter starts a new line. New comments from anyone appear while it is open.
 */
export function CommentsModal({ target, onClose }: CommentsModalProps) {
  return (
    <Dialog onClose={onClose} title={`Comments for "${target.title}"`} className="comments-modal">
      {/* Keyed: each kind reads its revision with its own hooks. */}
      <CommentThread key={`${target.kind}:${target.id}`} target={target} />
    </Dialog>
  );
}

function CommentThread({ target }: { target: CommentTarget }) {
  const { kind, id } = target;
  const source = sourceOf(target);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = commentKeys.thread(kind, id);
  const comments = useQuery({
    queryKey: key,
    queryFn: () => source.list(id),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
  useReloadOnChange(source.useRevision(target), comments.data?.length, comments.refetch);

  const [draft, setDraft] = useState('');
  const send = useMutation({
    mutationFn: (text: string) => source.post(id, text),
    onSuccess: () => {
      setDraft('');
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const field = useRef<HTMLTextAreaElement>(null);
  const members = useWorkspaceMembers();
  const picker = useMentionPicker({
    value: draft,
    onChange: setDraft,
    field,
    members: (members.data ?? []).filter((member) => member.id !== user?.sub),
  });
  const text = draft.trim();
  const submit = () => {
    if (text && !send.isPending) send.mutate(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || picker.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="comments">
      <CommentFeed comments={comments.data} loading={comments.isPending} ownId={user?.sub ?? null} />
      {send.isError && (
        <Alert tone="error" onDismiss={() => send.reset()}>
          {errorText(send.error, 'Failed to send comment')}
        </Alert>
      )}
      <form
        className="comments__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {picker.list}
        <TextArea
          {...picker.fieldProps}
          ref={field}
          className="comments__field"
          textAreaClassName="comments__input"
          label="Comment"
          hideLabel
          placeholder="Type a comment..."
          rows={2}
          maxLength={COMMENT_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!text} loading={send.isPending}>
          Send
        </Button>
      </form>
    </div>
  );
}

/**
 * Reloads the thread when the live comment count changes, and once when the count first known differs
 * from the thread loaded (a comment posted between the load and the document's arrival).
 */
function useReloadOnChange(revision: number | null, loaded: number | undefined, reload: () => unknown) {
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (revision === null || loaded === undefined) return;
    const changed = seen.current === null ? loaded !== revision : seen.current !== revision;
    seen.current = revision;
    if (changed) void reload();
  }, [revision, loaded, reload]);
}
