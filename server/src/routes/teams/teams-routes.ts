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
import * as example from '../example-samples';
import { answering, listing } from '../shared-facts';

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
    {
      config: {
        access: 'session',
        operation: {
          id: 'listWorkspaces',
          summary: "The user's workspaces and their role in each",
          examples: {
            answers: {
              200: [
                {
                  id: example.IDS.workspace,
                  name: example.WORKSPACE_NAME,
                  role: 'owner',
                  ownerEmail: example.EMAIL,
                  current: true,
                },
                {
                  id: example.IDS.otherWorkspace,
                  name: 'Harbour Hall Events',
                  role: 'viewer',
                  ownerEmail: 'events@harbourhall.example',
                  current: false,
                },
              ],
            },
          },
        },
      },
      schema: { tags, response: { 200: z.array(workspaceSummary) } },
    },
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
      config: {
        access: 'account',
        operation: {
          id: 'switchWorkspace',
          summary: 'Open another of the user’s workspaces in this session',
          examples: { body: { workspaceId: example.IDS.otherWorkspace }, answers: { 200: example.SUCCESS } },
        },
      },
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

  app.get(
    '/team-members',
    {
      config: {
        access: 'session',
        answerTags: 'kept',
        operation: {
          id: 'listTeamMembers',
          summary: 'Members of the current workspace',
          examples: {
            answers: {
              200: [
                {
                  id: example.IDS.user,
                  name: 'Maya Chen',
                  email: example.EMAIL,
                  role: 'owner',
                  joinedAt: example.CREATED,
                },
                example.teammate,
              ],
            },
          },
        },
      },
      schema: { tags, response: { 200: z.array(teamMember) } },
    },
    async (request) => {
      const rows = await repos.workspaces.members(request.auth.workspace.workspaceId);
      return rows.map(presentMember);
    },
  );

  /** Changes a member's role; making someone owner hands the workspace (and its plan) over to them. */
  app.patch(
    '/team-members/:userId',
    {
      config: {
        access: 'owner',
        verifiedAddress: true,
        operation: {
          id: 'changeMemberRole',
          summary: "Change a member's role",
          description:
            "Making someone owner hands the workspace and its plan over; the member's open documents reconnect.",
          examples: { body: { role: 'editor' }, answers: { 200: example.teammate } },
        },
      },
      schema: { tags, params: memberIdParams, body: changeRoleBody, response: { 200: teamMember } },
    },
    async (request) => changeMemberRole(app, request.auth, request.params.userId, request.body.role),
  );

  /** The owner removes a member; any other member may remove themself (leave). */
  app.delete(
    '/team-members/:userId',
    {
      config: {
        access: 'account',
        operation: {
          id: 'removeMember',
          summary: 'Remove a member, or leave',
          description:
            'The owner removes anyone else; any member may remove themself. Their tokens for it are deleted.',
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, params: memberIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      await removeMember(app, request.auth, request.params.userId);
      return { success: true as const };
    },
  );

  app.get(
    '/invitations',
    {
      config: {
        access: 'owner',
        operation: listing('listInvitations', 'Pending invitations to the workspace', example.invitation),
      },
      schema: { tags, response: { 200: z.array(invitation) } },
    },
    async (request) => {
      const auth = request.auth;
      return (await repos.invitations.pending(auth.workspace.workspaceId, app.clock.now())).map(
        presentInvitation,
      );
    },
  );

  app.post(
    '/invitations',
    {
      config: {
        access: 'owner',
        verifiedAddress: true,
        operation: {
          id: 'invite',
          summary: 'Invite someone by e-mail',
          description: 'At most 50 an hour per user.',
          examples: {
            body: { email: example.invitation.email, role: 'viewer' },
            answers: {
              201: {
                invitation: example.invitation,
                inviteUrl: 'https://app.mindlane.example/invite?token=Jd82kQm4Zr7tWx1Lp9Vb3nYc',
              },
            },
          },
        },
      },
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
    {
      config: {
        access: 'owner',
        operation: answering('revokeInvitation', 'Withdraw an invitation', example.SUCCESS),
      },
      schema: { tags, params: invitationIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = request.auth;
      if (!(await repos.invitations.delete(auth.workspace.workspaceId, request.params.id)))
        throw notFound('Invitation not found');
      return { success: true as const };
    },
  );

  app.get(
    '/invitations/preview',
    {
      config: {
        access: 'public',
        operation: {
          id: 'previewInvitation',
          summary: 'Who invites to which workspace, from its link',
          errors: { 404: 'This invitation is invalid or has expired.' },
          examples: {
            answers: {
              200: {
                workspaceName: example.WORKSPACE_NAME,
                invitedBy: example.EMAIL,
                email: example.invitation.email,
                role: 'viewer',
              },
            },
          },
        },
      },
      schema: { tags, querystring: invitationTokenQuery, response: { 200: invitationPreview } },
    },
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
      config: {
        access: 'account',
        operation: {
          id: 'acceptInvitation',
          summary: 'Join a workspace from an invitation',
          description: 'Only from a verified address that the invitation names.',
          examples: {
            body: { token: 'Jd82kQm4Zr7tWx1Lp9Vb3nYc' },
            answers: { 200: { workspaceId: example.IDS.workspace } },
          },
        },
      },
      schema: { tags, body: acceptInvitationBody, response: { 200: z.object({ workspaceId: z.string() }) } },
    },
    async (request) => ({ workspaceId: await acceptInvitation(app, request.auth, request.body.token) }),
  );
};

export default teamsRoutes;
