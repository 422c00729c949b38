import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import {
  accountDeletion,
  deleteAccountBody,
  DELETION_UNDER_WAY,
  scheduledAccountDeletion,
  sharedWorkspacesMessage,
  WRONG_PASSWORD,
} from '@shared/api/account-deletion';
import {
  cancelAccountDeletion,
  readAccountDeletion,
  requestAccountDeletion,
} from '../../plugins/app/users/account-deletion';
import * as example from '../example-samples';

const tags = ['accounts'];
const DELETES_AT = '2026-03-09T10:00:00.000Z';
const ownWorkspace = { id: example.IDS.workspace, name: example.WORKSPACE_NAME, members: 1 };

/** The signed-in account deletes itself, after a grace period that signing in cancels. */
const deletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/deletion',
    {
      config: {
        access: 'account',
        operation: {
          id: 'getAccountDeletion',
          summary: "When the account's scheduled deletion runs, and what it deletes",
          description:
            '`deletesAt` is null when no deletion is scheduled. `deletes`: the workspaces the account owns alone; `shared`: those it owns with other members (deleted only with `deleteOwnedWorkspaces: true`); `leaves`: the workspaces of others it would leave.',
          examples: {
            answers: { 200: { deletesAt: DELETES_AT, deletes: [ownWorkspace], shared: [], leaves: [] } },
          },
        },
      },
      schema: { tags, response: { 200: accountDeletion } },
    },
    async (request) => readAccountDeletion(app, request.auth.user.id),
  );

  app.delete(
    '/me',
    {
      config: {
        access: 'account',
        operation: {
          id: 'deleteMe',
          summary: 'Delete the signed-in account',
          description:
            "The body holds the account's current `password` (a wrong one counts as a failed sign-in). With ACCOUNT_DELETION_GRACE_DAYS above 0 the deletion is scheduled (202 with `deletesAt`; the account is mailed, a paid plan is set to end with its period, and signing in or POST /api/me/cancel-deletion cancels it); with 0 it is done before the answer (204) and the session ends. The workspaces the account owns go with it; one that has other members needs `deleteOwnedWorkspaces: true` (else 409 naming them). It leaves the workspaces of others, where its comments stay as 'Anon'. Sessions only: an API token gets 403.",
          errors: {
            403: WRONG_PASSWORD,
            429: 'Too many attempts. Please try again in 15 minutes.',
            409: sharedWorkspacesMessage([{ name: 'Northwind Studio', members: 4 }]),
          },
          examples: {
            body: { password: example.PASSWORD, deleteOwnedWorkspaces: true },
            // No body: the key says the 204 is documented, with nothing to show.
            answers: { 202: { deletesAt: DELETES_AT }, 204: undefined },
          },
        },
      },
      schema: {
        tags,
        body: deleteAccountBody,
        response: {
          202: scheduledAccountDeletion,
          204: z.null().describe('No Content: the account is deleted'),
        },
      },
    },
    async (request, reply) => {
      const deletesAt = await requestAccountDeletion(app, reply, request.auth, {
        ...request.body,
        address: request.ip,
      });
      if (deletesAt) return reply.code(202).send({ deletesAt: deletesAt.toISOString() });
      app.clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/cancel-deletion',
    {
      config: {
        access: 'account',
        operation: {
          id: 'cancelAccountDeletion',
          summary: "Cancel the account's scheduled deletion",
          description: 'Answers 200 when nothing is scheduled too. Signing in cancels it as well.',
          errors: { 409: DELETION_UNDER_WAY },
          examples: { answers: { 200: example.SUCCESS } },
        },
      },
      schema: { tags, response: { 200: successResponse } },
    },
    async (request) => {
      await cancelAccountDeletion(app, request.auth.user.id, { mail: false });
      return { success: true as const };
    },
  );
};

export default deletionRoutes;
