import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MEDIA_TYPES,
  importAnswerSchema,
  importQuery,
  unfinishedImportsSchema,
} from '@shared/api/imports';
import { IMPORT_LIMITS, ImportFormatError, ImportTooLargeError } from '@shared/formats/model';
import { badRequest, HttpError } from '../../http-errors';
import { readUpload, recogniseFormat } from '../../imports/read-upload';
import { startImport, stopImports } from '../../plugins/app/imports/import-service';
import { unfinishedImports } from '../../plugins/app/imports/import-runs';
import { CREATED, IDS } from '../example-samples';

const tags = ['imports'];

/** A reader's refusal as the answer it is: 400 for a malformed file, 413 for one past a limit. */
function refusal(error: unknown): unknown {
  if (error instanceof ImportFormatError) return badRequest(error.message);
  if (error instanceof ImportTooLargeError) return new HttpError(413, error.message);
  return error;
}

/**
 * POST /imports: a file becomes maps, lists or boards; GET /imports/unfinished: the imports a crash or a
 * failure cut short, whose documents the list pages offer to remove (plugins/app/imports).
 */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload is read as bytes whatever it is; a type not listed gets 415 before its body is read.
  app.removeAllContentTypeParsers();
  // Imports still writing stop before the app does, each left unfinished (the list pages offer to remove it).
  app.addHook('preClose', () => stopImports(app));
  app.addContentTypeParser([...IMPORT_MEDIA_TYPES], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/imports',
    {
      config: {
        operation: {
          id: 'importFile',
          summary: 'Import a file as maps, lists or boards',
          description: [
            'Send the file itself as the body (up to 20 MiB). Maps come from OPML, FreeMind/Freeplane `.mm`, XMind (both formats; each sheet a map unless `sheet` picks one) and Markdown outlines; boards from a Trello export (JSON) or CSV (Lane, Title, Description, Priority, Due date); lists from a Todoist CSV export, Markdown task lists or CSV (Title, Description, Completed, Due date).',
            'Without `format` the format is recognised from the content (400 when it cannot be told). The whole file and the plan limits are checked before anything is made. The answer comes once the documents exist; their content then streams in live, as an AI draft does. Archives are read with limits: 10,000 entries, 200 MiB inflated, a compression ratio of 100; nesting past 100 levels is flattened.',
          ].join('\n\n'),
          bodyMediaTypes: [...IMPORT_MEDIA_TYPES],
          errors: {
            413: 'The file, its inflated contents or the document it makes is larger than allowed',
            415: 'The body is not sent as one of the accepted media types',
          },
          examples: {
            answers: {
              201: {
                items: [
                  {
                    kind: 'mindmap',
                    id: IDS.mindmap,
                    title: 'Q3 launch plan',
                    counts: { skipped: 0, cut: 1, nodes: 148 },
                  },
                ],
              },
            },
          },
        },
      },
      bodyLimit: IMPORT_LIMITS.uploadBytes,
      schema: { tags, querystring: importQuery, response: { 201: importAnswerSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest('The file is empty.');
      const { kind, sheet } = request.query;
      try {
        const format = request.query.format ?? recogniseFormat(body, kind);
        const found = await readUpload(body, { kind, format, sheet });
        const items = await startImport(app, request.auth, found, format);
        return reply.code(201).send({ items });
      } catch (error) {
        throw refusal(error);
      }
    },
  );

  app.get(
    '/imports/unfinished',
    {
      config: {
        operation: {
          id: 'listUnfinishedImports',
          summary: 'Imports that did not finish',
          description:
            'Imports of the current workspace cut short by a failure or a server that stopped, whose documents are still there (remove them with their kind’s DELETE), newest first.',
          examples: {
            answers: {
              200: {
                imports: [
                  {
                    id: '0b7f4d5e-8f61-4c53-9a51-2f0e4f6c9a10',
                    kind: 'mindmap',
                    documentId: IDS.mindmap,
                    title: 'Q3 launch plan',
                    written: 800,
                    total: 1500,
                    createdAt: CREATED,
                  },
                ],
              },
            },
          },
        },
      },
      schema: { tags, response: { 200: unfinishedImportsSchema } },
    },
    async (request) => ({ imports: await unfinishedImports(app, request.auth.workspace.workspaceId) }),
  );
};

export default importsRoutes;
