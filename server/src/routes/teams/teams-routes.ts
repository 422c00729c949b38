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
import {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  presentMember,
  removeMember,
} from '../../plugins/app/workspaces/members-service';
import { notFound } from '../../http-errors';
import type { InvitationRow } from '../../plugins/app/invitations/invitations-repository';

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
    return rows.map(presentMember);
  });

  /** Changes a member's role; making someone owner hands the workspace (and its plan) over to them. */
  app.patch(
    '/team-members/:userId',
    {
      schema: { tags, params: memberIdParams, body: changeRoleBody, response: { 200: teamMember } },
    },
    async (request) => changeMemberRole(app, request.auth, request.params.userId, request.body.role),
  );

  /** The owner removes a member; any other member may remove themself (leave). */
  app.delete(
    '/team-members/:userId',
    {
      schema: { tags, params: memberIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      await removeMember(app, request.auth, request.params.userId);
      return { success: true as const };
    },
  );

  app.get('/invitations', { schema: { tags, response: { 200: z.array(invitation) } } }, async (request) => {
    const auth = request.auth;
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
      const { row, inviteUrl } = await inviteMember(app, request.auth, request.body);
      return reply.code(201).send({ invitation: presentInvitation(row), inviteUrl });
    },
  );

  app.delete(
    '/invitations/:id',
    { schema: { tags, params: invitationIdParams, response: { 200: successResponse } } },
    async (request) => {
      const auth = request.auth;
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
    async (request) => ({ workspaceId: await acceptInvitation(app, request.auth, request.body.token) }),
  );
};

export default teamsRoutes;
