import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { START_NOTICE } from '../../logger';
import { createBoardsRepository } from './boards/boards-repository';
import { createCommentsRepository } from './comments/comments-repository';
import { createNotificationsRepository } from './comments/notifications-repository';
import { createSubscriptionsRepository } from './access/subscriptions-repository';
import { createUsageRepository } from './access/usage-repository';
import { createDocumentsRepository } from './documents/documents-repository';
import { createInvitationsRepository } from './invitations/invitations-repository';
import { createVersionsRepository } from './history/versions-repository';
import { createJobsRepository } from './jobs/jobs-repository';
import { createMindmapsRepository } from './mindmaps/mindmaps-repository';
import { createTodoListsRepository } from './todo-lists/todo-lists-repository';
import { createSessionsRepository } from './sessions/sessions-repository';
import { createSignInFailuresRepository } from './sessions/sign-in-failures-repository';
import { createApiTokensRepository } from './tokens/api-tokens-repository';
import { createAccountProofRepository } from './users/account-proof-repository';
import { createEmailVerificationsRepository } from './users/email-verifications-repository';
import { createPasswordResetsRepository } from './users/password-resets-repository';
import { createUsersRepository } from './users/users-repository';
import { createWebhooksRepository } from './webhooks/webhooks-repository';
import { createWorkspacesRepository } from './workspaces/workspaces-repository';

/** One repository per resource, over `db`. */
export function createRepositories(db: Kysely<DB>) {
  return {
    users: createUsersRepository(db),
    accountProof: createAccountProofRepository(db),
    sessions: createSessionsRepository(db),
    signInFailures: createSignInFailuresRepository(db),
    apiTokens: createApiTokensRepository(db),
    workspaces: createWorkspacesRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    usage: createUsageRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    emailVerifications: createEmailVerificationsRepository(db),
    invitations: createInvitationsRepository(db),
    documents: createDocumentsRepository(db),
    mindmaps: createMindmapsRepository(db),
    todoLists: createTodoListsRepository(db),
    boards: createBoardsRepository(db),
    comments: createCommentsRepository(db),
    notifications: createNotificationsRepository(db),
    jobs: createJobsRepository(db),
    versions: createVersionsRepository(db),
    webhooks: createWebhooksRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The data layer every route uses, decorated once on the app. */
export default fp(async function repositories(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app.database.db));

  app.addHook('onReady', async () => {
    const promoted = await app.repos.users.promoteOwnerSetAdmins(app.config.ADMIN_EMAILS);
    if (promoted > 0)
      app.log.info({ promoted }, 'Promoted accounts listed in ADMIN_EMAILS whose owner set the password');
    const waiting = await app.repos.users.adminsAwaitingReset(app.config.ADMIN_EMAILS);
    if (waiting.length > 0) {
      app.log.info(
        { waiting, [START_NOTICE]: 'admins-awaiting-reset' },
        `ADMIN_EMAILS: ${waiting.join(', ')} become admin once their owner sets a password with a reset link ("Forgot password?" on the login page)`,
      );
    }
  });
});
