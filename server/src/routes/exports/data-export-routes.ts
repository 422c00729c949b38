import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '@shared/formats/file-name';
import { parseDocumentName } from '@shared/schema/document-name';
import { createDataExportRepository } from '../../exports/data-export-repository';
import { workspaceArchive } from '../../exports/workspace-archive';
import * as example from '../example-samples';

const tags = ['imports'];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const day = (date: Date) => date.toISOString().slice(0, 10);

const myData = z.object({
  exportedAt: z.string(),
  profile: z.object({
    email: z.string(),
    name: z.string(),
    nickname: z.string(),
    createdAt: z.string(),
    emailVerified: z.boolean(),
  }),
  workspaces: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'editor', 'viewer']),
      joinedAt: z.string(),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.string(),
      workspace: z.object({ id: z.string(), name: z.string() }),
      on: z.object({
        kind: z.enum(['todo', 'card']),
        id: z.string(),
        in: z.object({ kind: z.string(), id: z.string(), title: z.string().nullable() }).nullable(),
      }),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      workspaceId: z.string(),
      kind: z.string(),
      commentId: z.string(),
      actor: z.string(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  apiTokens: z.array(
    z.object({
      name: z.string(),
      workspace: z.string(),
      scope: z.enum(['read', 'read-write']).nullable(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
      lastUsedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    }),
  ),
});

const MY_DATA_EXAMPLE = {
  exportedAt: example.UPDATED,
  profile: {
    email: example.EMAIL,
    name: 'Maya Chen',
    nickname: 'maya',
    createdAt: example.CREATED,
    emailVerified: true,
  },
  workspaces: [
    { id: example.IDS.workspace, name: example.WORKSPACE_NAME, role: 'owner', joinedAt: example.CREATED },
  ],
  comments: [
    {
      id: example.IDS.comment,
      workspace: { id: example.IDS.workspace, name: example.WORKSPACE_NAME },
      on: {
        kind: 'card',
        id: example.IDS.card,
        in: { kind: 'board', id: example.IDS.board, title: 'Launch' },
      },
      text: '@leo can you take this one?',
      createdAt: example.UPDATED,
    },
  ],
  notifications: [
    {
      id: example.IDS.notification,
      workspaceId: example.IDS.workspace,
      kind: 'mention',
      commentId: example.IDS.comment,
      actor: 'Leo Park',
      createdAt: example.UPDATED,
      readAt: null,
    },
  ],
  apiTokens: [
    {
      name: 'Reporting script',
      workspace: example.WORKSPACE_NAME,
      scope: 'read',
      createdAt: example.CREATED,
      expiresAt: null,
      lastUsedAt: example.UPDATED,
      endedAt: null,
    },
  ],
};

/** GET /exports/workspace (the owner's whole workspace, a zip) and GET /exports/me (the account's own data). */
const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createDataExportRepository(app.database.db);

  app.get(
    '/exports/workspace',
    {
      config: {
        access: 'owner',
        operation: {
          id: 'exportWorkspace',
          summary: 'Download everything in the current workspace as one zip',
          description:
            "Every map (OPML and JSON), list and the inbox (Markdown and CSV) and board (CSV and JSON) under `maps/`, `lists/` and `boards/`, named after their titles (made safe for any file system, a number added to a repeated one); `comments.csv` (each comment's time, author name and e-mail, 'Anon' for a deleted account, and the file of its item); `members.csv` (names, e-mail addresses and roles); and `README.txt`, which says what each file holds. Documents are read from their live state one at a time and the zip is written as it is sent.",
          files: {
            'application/zip': {
              example: '<a zip of maps/, lists/, boards/, comments.csv, members.csv and README.txt>',
            },
          },
          examples: { answers: { 200: '<the zip>' } },
        },
      },
      schema: { tags, response: { 200: z.string().describe('The zip (application/zip)') } },
    },
    async (request, reply) => {
      const { workspaceId, workspaceName } = request.auth.workspace;
      const now = app.clock.now();
      const archive = workspaceArchive(
        {
          repository,
          withDocument: (name, read) => app.documents.withDocument(name, read),
          log: request.log,
        },
        { id: workspaceId, name: workspaceName },
        now,
      );
      const fileName = `mindlane-${workspaceName}-${day(now)}`;
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(fileName, 'zip', `mindlane-workspace-${day(now)}`))
        .header('cache-control', 'no-store')
        .send(archive as unknown as string);
    },
  );

  app.get(
    '/exports/me',
    {
      config: {
        access: 'account',
        operation: {
          id: 'exportMyData',
          summary: "Download the signed-in account's own data as JSON",
          description:
            "The profile, the workspaces and roles, every comment the account wrote (with the workspace, the item and the list or board it is in), the mentions it received, and its API tokens' names, workspaces, scopes and dates (never their secrets), including those a password reset ended. Sent as an attachment named `mindlane-my-data-<date>.json`.",
          examples: { answers: { 200: MY_DATA_EXAMPLE } },
        },
      },
      schema: { tags, response: { 200: myData } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await repository.account(request.auth.user.id);
      const titles = await repository.titles(
        data.comments.flatMap((comment) => (comment.document_name ? [comment.document_name] : [])),
      );
      const where = (name: string | null) => {
        const parsed = name === null ? null : parseDocumentName(name);
        return parsed && { kind: parsed.kind, id: parsed.id, title: titles.get(name!) ?? null };
      };
      const answer: z.infer<typeof myData> = {
        exportedAt: now.toISOString(),
        profile: {
          email: data.profile.email,
          name: data.profile.name,
          nickname: data.profile.nickname,
          createdAt: data.profile.created_at.toISOString(),
          emailVerified: data.profile.email_verified,
        },
        workspaces: data.workspaces.map((row) => ({
          id: row.id,
          name: row.name,
          role: row.role,
          joinedAt: row.joined_at.toISOString(),
        })),
        comments: data.comments.map((row) => ({
          id: row.id,
          workspace: { id: row.workspace_id, name: row.workspace_name },
          on: { kind: row.target_kind, id: row.target_id, in: where(row.document_name) },
          text: row.body,
          createdAt: row.created_at.toISOString(),
        })),
        notifications: data.notifications.map((row) => ({
          id: row.id,
          workspaceId: row.workspace_id,
          kind: row.kind,
          commentId: row.comment_id,
          actor: row.actor ?? 'Anon',
          createdAt: row.created_at.toISOString(),
          readAt: iso(row.read_at),
        })),
        apiTokens: [
          ...data.apiTokens.map((row) => ({
            name: row.name,
            workspace: row.workspace_name,
            scope: row.scope,
            createdAt: row.created_at.toISOString(),
            expiresAt: iso(row.expires_at),
            lastUsedAt: iso(row.last_used_at),
            endedAt: null,
          })),
          ...data.endedApiTokens.map((row) => ({
            name: row.name,
            workspace: row.workspace_name,
            scope: null,
            createdAt: row.created_at.toISOString(),
            expiresAt: null,
            lastUsedAt: null,
            endedAt: row.ended_at.toISOString(),
          })),
        ],
      };
      return reply
        .header(
          'content-disposition',
          contentDisposition(`mindlane-my-data-${day(now)}`, 'json', `mindlane-my-data-${day(now)}`),
        )
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
};

export default dataExportRoutes;
