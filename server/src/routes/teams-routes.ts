import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  acceptInvitationBody,
  changeRoleBody,
  invitation,
  invitationIdParams,
  invitationPreview,
  invitationTokenQuery,
  inviteBody,
  memberIdParams,
  switchWorkspaceBody,
  teamMember,
  workspaceSummary,
} from '@shared/api/teams';
import { requireRole } from '../plugins/app/auth';
import { appLink } from '../plugins/app/mail/links';
import { badRequest, forbidden, notFound } from '../http-errors';
import type { InvitationRow } from '../plugins/app/invitations/invitations-repository';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const tags = ['teams'];

function presentInvitation(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  const db = app.database.db;

  app.get(
    '/workspaces',
    { schema: { tags, response: { 200: z.array(workspaceSummary) } } },
    async (request) => {
      const auth = request.auth;
      const memberships = await repos.workspaces.listForUser(auth.user.id);
      return memberships.map((m) => ({
        id: m.workspaceId,
        name: m.workspaceName,
        role: m.role,
        ownerEmail: m.ownerEmail,
        current: m.workspaceId === auth.workspace.workspaceId,
      }));
    },
  );

  app.post(
    '/workspaces/current',
    {
      schema: { tags, body: switchWorkspaceBody, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const membership = await repos.workspaces.membership(auth.user.id, request.body.workspaceId);
      if (!membership) throw notFound('Workspace not found');
      await repos.users.setCurrentWorkspace(auth.user.id, membership.workspaceId);
      return { success: true as const };
    },
  );

  app.get('/team-members', { schema: { tags, response: { 200: z.array(teamMember) } } }, async (request) => {
    const rows = await repos.workspaces.members(request.auth.workspace.workspaceId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name || row.email,
      email: row.email,
      role: row.role,
      joinedAt: row.created_at.toISOString(),
    }));
  });

  /** Changes a member's role; making someone owner hands the workspace (and its plan) over to them. */
  app.patch(
    '/team-members/:userId',
    {
      schema: { tags, params: memberIdParams, body: changeRoleBody, response: { 200: teamMember } },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'owner');
      const { workspaceId } = auth.workspace;
      const { userId } = request.params;
      if (userId === auth.user.id)
        throw badRequest('Hand ownership to another member instead of changing your own role.');
      await db.transaction().execute(async (trx) => {
        if (!(await repos.workspaces.membership(userId, workspaceId, trx)))
          throw notFound('Member not found');
        if (request.body.role === 'owner') {
          await repos.workspaces.setOwner(workspaceId, userId, trx);
          await repos.workspaces.setRole(workspaceId, auth.user.id, 'editor', trx);
        }
        await repos.workspaces.setRole(workspaceId, userId, request.body.role, trx);
      });
      app.accessEvents.emit('changed', { workspaceId });
      const member = (await repos.workspaces.members(workspaceId)).find((row) => row.id === userId)!;
      return {
        id: member.id,
        name: member.name || member.email,
        email: member.email,
        role: member.role,
        joinedAt: member.created_at.toISOString(),
      };
    },
  );

  /** The owner removes a member; any other member may remove themself (leave). */
  app.delete(
    '/team-members/:userId',
    {
      schema: { tags, params: memberIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      const { userId } = request.params;
      const { workspaceId } = auth.workspace;
      const leaving = userId === auth.user.id;
      if (leaving && auth.workspace.role === 'owner')
        throw badRequest('The owner cannot leave their own workspace.');
      if (!leaving) requireRole(auth, 'owner');
      if (!(await repos.workspaces.removeMember(workspaceId, userId))) throw notFound('Member not found');
      app.accessEvents.emit('changed', { workspaceId, userId });
      return { success: true as const };
    },
  );

  app.get('/invitations', { schema: { tags, response: { 200: z.array(invitation) } } }, async (request) => {
    const auth = requireRole(request.auth, 'owner');
    return (await repos.invitations.pending(auth.workspace.workspaceId, app.clock.now())).map(
      presentInvitation,
    );
  });

  app.post(
    '/invitations',
    {
      schema: { tags, body: inviteBody, response: { 201: z.object({ invitation, inviteUrl: z.string() }) } },
      preHandler: app.limit('invitePerUser'),
    },
    async (request, reply) => {
      const auth = requireRole(request.auth, 'owner');
      const email = request.body.email.toLowerCase();
      const existing = await repos.users.findByEmail(email);
      if (existing && (await repos.workspaces.membership(existing.id, auth.workspace.workspaceId))) {
        throw badRequest('That person is already a member of this workspace.');
      }
      const { row, token } = await repos.invitations.create({
        workspaceId: auth.workspace.workspaceId,
        email,
        role: request.body.role,
        invitedBy: auth.user.id,
        now: app.clock.now(),
        ttlMs: INVITATION_TTL_MS,
      });
      const inviteUrl = appLink(app, '/invite', { token });
      app.mailer.deliver({
        to: email,
        subject: `${auth.user.email} invited you to ${auth.workspace.workspaceName} on Mindlane`,
        text: `${auth.user.email} invited you to work together in "${auth.workspace.workspaceName}" on Mindlane.\n\nAccept the invitation (valid for 7 days):\n${inviteUrl}`,
        link: inviteUrl,
      });
      return reply.code(201).send({ invitation: presentInvitation(row), inviteUrl });
    },
  );

  app.delete(
    '/invitations/:id',
    { schema: { tags, params: invitationIdParams, response: { 200: successResponse } } },
    async (request) => {
      const auth = requireRole(request.auth, 'owner');
      if (!(await repos.invitations.delete(auth.workspace.workspaceId, request.params.id)))
        throw notFound('Invitation not found');
      return { success: true as const };
    },
  );

  app.get(
    '/invitations/preview',
    { schema: { tags, querystring: invitationTokenQuery, response: { 200: invitationPreview } } },
    async (request) => {
      const found = await repos.invitations.findOpenByToken(request.query.token, app.clock.now());
      if (!found) throw notFound('This invitation is invalid or has expired.');
      return {
        workspaceName: found.workspace_name,
        invitedBy: found.inviter_name || found.inviter_email,
        email: found.email,
        role: found.role,
      };
    },
  );

  app.post(
    '/invitations/accept',
    {
      schema: { tags, body: acceptInvitationBody, response: { 200: z.object({ workspaceId: z.string() }) } },
    },
    async (request) => {
      const auth = request.auth;
      const now = app.clock.now();
      const found = await repos.invitations.findOpenByToken(request.body.token, now);
      if (!found) throw notFound('This invitation is invalid or has expired.');
      if (found.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        throw forbidden(
          `This invitation was sent to ${found.email}. Sign in with that account to accept it.`,
        );
      }
      await db.transaction().execute(async (trx) => {
        if (!(await repos.invitations.markAccepted(found.id, now, trx)))
          throw notFound('This invitation is invalid or has expired.');
        await repos.workspaces.addMember(found.workspace_id, auth.user.id, found.role, now, trx);
        await repos.users.setCurrentWorkspace(auth.user.id, found.workspace_id, trx);
      });
      return { workspaceId: found.workspace_id };
    },
  );
};

export default teamsRoutes;
