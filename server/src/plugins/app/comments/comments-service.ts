import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { handlesOf, mentionsIn, type Comment } from '@shared/api/todos';
import { setCardCommentCount } from '@shared/schema/board-cards';
import { formatDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { setTodoCommentCount } from '@shared/schema/todo';
import type { AuthContext } from '../authentication/auth';
import { authorOf } from '../authentication/author';
import { documentOfItem, type ItemLookup } from '../documents/documents-service';
import type { CommentRow, CommentTargetKind } from './comments-repository';
import { writeEvents } from '../webhooks/webhook-outbox';

/** Where each kind of commented item lives, what it is called, and how its document counts its comments. */
const TARGETS: Record<
  CommentTargetKind,
  { kinds: DocumentKind[]; noun: string; setCount: typeof setTodoCommentCount }
> = {
  todo: { kinds: ['todolist', 'inbox'], noun: 'Todo', setCount: setTodoCommentCount },
  card: { kinds: ['board'], noun: 'Card', setCount: setCardCommentCount },
};

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    comment: row.body,
    text: row.body,
    author: row.author,
    author_id: row.author_id,
    created_at: row.created_at.toISOString(),
  };
}

/** The thread of an item of the caller's workspace; 404 when no document of it holds the item. */
export async function commentThread(
  app: ItemLookup,
  auth: AuthContext,
  kind: CommentTargetKind,
  targetId: string,
): Promise<Comment[]> {
  const { workspaceId } = auth.workspace;
  await documentOfItem(app, TARGETS[kind].kinds, workspaceId, targetId, TARGETS[kind].noun);
  return (await app.repos.comments.thread(workspaceId, kind, targetId)).map(presentComment);
}

/**
 * Posts a comment as the signed-in user on an item of their workspace: stored, counted in the item's
 * document (so every open thread reloads, live), and each mentioned member is notified (in the app, and
 * by e-mail when SMTP is configured).
 */
export async function postComment(
  app: Pick<
    FastifyInstance,
    'documents' | 'repos' | 'database' | 'clock' | 'workspaceEvents' | 'config' | 'server' | 'mailer' | 'jobs'
  >,
  auth: AuthContext,
  kind: CommentTargetKind,
  targetId: string,
  body: string,
): Promise<Comment> {
  const { workspaceId } = auth.workspace;
  const target = TARGETS[kind];
  const holder = await documentOfItem(app, target.kinds, workspaceId, targetId, target.noun);
  const mentioned = new Set(mentionsIn(body));
  const members = mentioned.size > 0 ? await app.repos.workspaces.members(workspaceId) : [];
  const notified = members.filter(
    (member) => member.id !== auth.user.id && handlesOf(member).some((handle) => mentioned.has(handle)),
  );

  const id = randomUUID();
  const now = app.clock.now();
  const { count, told } = await app.database.db.transaction().execute(async (trx) => {
    const total = await app.repos.comments.add(
      { id, workspaceId, kind, targetId, authorId: auth.user.id, body, now },
      trx,
    );
    await app.repos.notifications.addMentions(
      notified.map((member) => ({
        id: randomUUID(),
        userId: member.id,
        workspaceId,
        commentId: id,
        actorId: auth.user.id,
      })),
      now,
      trx,
    );
    const event = {
      source: `comment:${id}`,
      type: 'comment.created',
      documentName: formatDocumentName(holder.kind, holder.id),
      data: {
        object: {
          id,
          targetKind: kind,
          targetId,
          documentKind: holder.kind,
          documentId: holder.id,
          authorId: auth.user.id,
          body,
          mentionedUserIds: notified.map((member) => member.id),
          createdAt: now.toISOString(),
        },
      },
      createdAt: now,
    };
    return { count: total, told: await writeEvents(app, workspaceId, [event], trx) };
  });
  told();
  await app.documents.withDocument(
    formatDocumentName(holder.kind, holder.id),
    (doc) => target.setCount(doc, targetId, count),
    { author: authorOf(auth) },
  );

  const author = auth.user.name || auth.user.email;
  for (const member of notified) {
    app.workspaceEvents.publish({ userId: member.id }, { type: 'notification' });
    if (app.config.SMTP_URL) {
      const page = { board: `/kanban/${holder.id}`, todolist: `/todos/${holder.id}` }[holder.kind as string];
      await app.mailer.enqueue({ type: 'mention', to: member.email, author, body, page: page ?? '/todos' });
    }
  }
  return presentComment({ id, target_id: targetId, body, author_id: auth.user.id, author, created_at: now });
}
