import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, MemberRole } from '../../../db/schema';
import { verifyToAcceptInvitation } from '@shared/api/teams';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { requireRole, type AuthContext } from '../authentication/auth';
import { appLink } from '../mail/links';
import { noteHandover } from '../users/account-proof';
import { markAddressVerified } from '../users/accounts-service';
import type { InvitationsRepository } from '../invitations/invitations-repository';
import { memberEvent } from '../webhooks/member-events';
import type { WorkspacesRepository } from './workspaces-repository';

type MemberRow = Awaited<ReturnType<WorkspacesRepository['members']>>[number];

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVITATION_GONE = 'This invitation is invalid or has expired.';

/** A member as GET /team-members lists them. */
export function presentMember(row: MemberRow) {
  return {
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    role: row.role,
    joinedAt: row.created_at.toISOString(),
  };
}

/**
 * The owner changes a member's role; making someone owner hands the workspace (and its plan) over to
 * them, and the old owner becomes an editor. A hand-over before the account's holder is proven is noted,
 * for a reset to give it back (users/account-proof.ts).
 */
export async function changeMemberRole(
  app: Pick<FastifyInstance, 'repos' | 'database' | 'clock' | 'accessEvents' | 'jobs'>,
  auth: AuthContext,
  userId: string,
  role: MemberRole,
) {
  const { repos } = app;
  const { workspaceId } = auth.workspace;
  if (userId === auth.user.id)
    throw badRequest('Hand ownership to another member instead of changing your own role.');
  const told = await app.database.db.transaction().execute(async (trx) => {
    const previousRole = (await repos.workspaces.membership(userId, workspaceId, trx))?.role;
    if (!previousRole) throw notFound('Member not found');
    const events: Array<() => void> = [];
    if (role === 'owner') {
      await noteHandover(repos, auth, workspaceId, app.clock.now(), trx);
      await repos.workspaces.setOwner(workspaceId, userId, trx);
      await repos.workspaces.setRole(workspaceId, auth.user.id, 'editor', trx);
      const self = {
        workspaceId,
        userId: auth.user.id,
        role: 'editor' as const,
        previousRole: 'owner' as const,
      };
      events.push(await memberEvent(app, trx, { ...self, type: 'member.updated' }));
    }
    await repos.workspaces.setRole(workspaceId, userId, role, trx);
    if (previousRole !== role) {
      events.push(
        await memberEvent(app, trx, { workspaceId, userId, role, previousRole, type: 'member.updated' }),
      );
    }
    return () => events.forEach((run) => run());
  });
  told();
  app.accessEvents.emit('changed', { workspaceId });
  return presentMember((await repos.workspaces.members(workspaceId)).find((row) => row.id === userId)!);
}

/** The owner removes a member, or any other member leaves: the one rule that is not a role by route. */
export async function removeMember(
  app: Pick<FastifyInstance, 'repos' | 'accessEvents' | 'database' | 'jobs' | 'clock'>,
  auth: AuthContext,
  userId: string,
) {
  const { workspaceId } = auth.workspace;
  const leaving = userId === auth.user.id;
  if (leaving && auth.workspace.role === 'owner')
    throw badRequest('The owner cannot leave their own workspace.');
  if (!leaving) requireRole(auth, 'owner');
  const told = await app.database.db.transaction().execute(async (trx) => {
    const role = (await app.repos.workspaces.membership(userId, workspaceId, trx))?.role;
    if (!role || !(await app.repos.workspaces.removeMember(workspaceId, userId, trx))) {
      throw notFound('Member not found');
    }
    return memberEvent(app, trx, { workspaceId, userId, role, type: 'member.removed' });
  });
  told();
  app.accessEvents.emit('changed', { workspaceId, userId });
}

/** Invites an address to the owner's workspace and mails it the link (valid 7 days). */
export async function inviteMember(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'mailer' | 'config' | 'server'>,
  auth: AuthContext,
  input: { email: string; role: Exclude<MemberRole, 'owner'> },
) {
  const { repos } = app;
  const email = input.email.toLowerCase();
  const { workspaceId, workspaceName } = auth.workspace;
  const existing = await repos.users.findByEmail(email);
  if (existing && (await repos.workspaces.membership(existing.id, workspaceId))) {
    throw badRequest('That person is already a member of this workspace.');
  }
  const { row, token } = await repos.invitations.create({
    workspaceId,
    email,
    role: input.role,
    invitedBy: auth.user.id,
    now: app.clock.now(),
    ttlMs: INVITATION_TTL_MS,
  });
  const inviteUrl = appLink(app, '/invite', { token });
  // The mail carries a link of its own, made when it is sent: the queued job holds no working token.
  await app.mailer.enqueue({
    type: 'invitation',
    invitationId: row.id,
    inviter: auth.user.email,
    workspaceName,
  });
  return { row, inviteUrl };
}

type OpenInvitation = NonNullable<Awaited<ReturnType<InvitationsRepository['findOpenByToken']>>>;

/** The invitation's account joins its workspace with its role, once, and works in it from then on. */
async function join(
  app: Pick<FastifyInstance, 'repos' | 'database' | 'jobs' | 'clock'>,
  found: OpenInvitation,
  userId: string,
  now: Date,
  trx: Kysely<DB>,
) {
  const { repos } = app;
  if (!(await repos.invitations.markAccepted(found.id, now, trx))) throw notFound(INVITATION_GONE);
  await repos.workspaces.addMember(found.workspace_id, userId, found.role, now, trx);
  await repos.users.setCurrentWorkspace(userId, found.workspace_id, trx);
  // Sent by the queue's sweep: a sign-up's transaction, which joins too, has no call after its commit.
  const change = { workspaceId: found.workspace_id, userId, role: found.role, type: 'member.added' as const };
  await memberEvent(app, trx, change, { claimed: false });
}

/**
 * Only the invited address joins, and only once it is verified: whoever sees the link could otherwise
 * register that address and join. An unverified account is told to verify; the invitation stays open.
 */
export async function acceptInvitation(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'database' | 'jobs'>,
  auth: AuthContext,
  token: string,
) {
  const { repos } = app;
  const now = app.clock.now();
  const found = await repos.invitations.findOpenByToken(token, now);
  if (!found) throw notFound(INVITATION_GONE);
  if (found.email.toLowerCase() !== auth.user.email.toLowerCase()) {
    throw forbidden(`This invitation was sent to ${found.email}. Sign in with that account to accept it.`);
  }
  if (!auth.user.email_verified) throw forbidden(verifyToAcceptInvitation(auth.user.email));
  await app.database.db.transaction().execute((trx) => join(app, found, auth.user.id, now, trx));
  app.jobs.wake();
  return found.workspace_id;
}

/**
 * A sign-up from an invitation's page (its token in the body). For the invited address, the link stands
 * for the mailbox, as a verification link would: the account starts verified, accepts the invitation and
 * works in that workspace, all in the sign-up's transaction. For any other address (a link passed on to
 * someone else) the sign-up is an ordinary one: unverified, and the invitation stays open for its
 * address. A token that opens no invitation (unknown, expired, used, withdrawn) refuses the sign-up (404),
 * so nobody ends up with an account that silently joined nothing. See docs/decisions.md.
 */
export async function openInvitationForSignUp(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'database' | 'jobs'>,
  token: string,
) {
  const found = await app.repos.invitations.findOpenByToken(token, app.clock.now());
  if (!found) throw notFound(INVITATION_GONE);
  return async (user: { id: string; email: string }, trx: Kysely<DB>): Promise<boolean> => {
    if (found.email.toLowerCase() !== user.email.toLowerCase()) return false;
    const now = app.clock.now();
    await markAddressVerified(app, user.id, trx);
    await join(app, found, user.id, now, trx);
    return true;
  };
}
