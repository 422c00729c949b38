import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import {
  deleteWorkspaceBody,
  ONLY_WORKSPACE,
  scheduledWorkspaceDeletion,
  workspaceDeletion,
  workspaceDeletionParams,
} from '@shared/api/workspace-deletion';
import {
  cancelWorkspaceDeletion,
  requestWorkspaceDeletion,
  scheduledDeletion,
} from '../../plugins/app/workspaces/workspace-deletion-schedule';
import * as example from '../example-samples';

const tags = ['teams'];
const DELETES_AT = '2026-03-09T10:00:00.000Z';

/** The owner deletes their current workspace, after a grace period they can cancel it in. */
const workspaceDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:id/deletion',
    {
      config: {
        access: 'owner',
        operation: {
          id: 'getWorkspaceDeletion',
          summary: "When the workspace's scheduled deletion runs",
          description: '`deletesAt` is null when no deletion is scheduled. Only the current workspace.',
          examples: { answers: { 200: { deletesAt: DELETES_AT } } },
        },
      },
      schema: { tags, params: workspaceDeletionParams, response: { 200: workspaceDeletion } },
    },
    async (request) => {
      const deletesAt = await scheduledDeletion(app, request.auth, request.params.id);
      return { deletesAt: deletesAt?.toISOString() ?? null };
    },
  );

  app.delete(
    '/workspaces/:id',
    {
      config: {
        access: 'owner',
        operation: {
          id: 'deleteWorkspace',
          summary: 'Delete the current workspace and everything in it',
          description:
            'The body names the workspace (`confirm`, as shown). With ACCOUNT_DELETION_GRACE_DAYS above 0 the deletion is scheduled (202 with `deletesAt`, the owner is mailed) and can be cancelled until then; with 0 it is done before the answer (200). Maps, lists, boards, their history, comments, webhooks, invitations and API tokens go; members move to another of their workspaces.',
          errors: { 409: ONLY_WORKSPACE },
          examples: {
            body: { confirm: example.WORKSPACE_NAME },
            answers: { 200: example.SUCCESS, 202: { deletesAt: DELETES_AT } },
          },
        },
      },
      schema: {
        tags,
        params: workspaceDeletionParams,
        body: deleteWorkspaceBody,
        response: { 200: successResponse, 202: scheduledWorkspaceDeletion },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deletesAt = await requestWorkspaceDeletion(app, request.auth, id, request.body.confirm);
      if (deletesAt) return reply.code(202).send({ deletesAt: deletesAt.toISOString() });
      return { success: true as const };
    },
  );

  app.post(
    '/workspaces/:id/cancel-deletion',
    {
      config: {
        access: 'owner',
        operation: {
          id: 'cancelWorkspaceDeletion',
          summary: "Cancel the workspace's scheduled deletion",
          description: 'Answers 200 when nothing is scheduled too.',
          errors: {
            409: 'The deletion of this workspace is already under way and can no longer be cancelled.',
          },
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, params: workspaceDeletionParams, response: { 200: successResponse } },
    },
    async (request) => {
      await cancelWorkspaceDeletion(app, request.auth, request.params.id);
      return { success: true as const };
    },
  );
};

export default workspaceDeletionRoutes;
