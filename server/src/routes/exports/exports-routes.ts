import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '@shared/formats/file-name';
import { formatDocumentName } from '@shared/schema/document-name';
import { uuidId } from '@shared/api/fields';
import { badRequest, notFound } from '../../http-errors';
import { EXPORT_FORMATS, EXPORT_TYPES, exportReader } from '../../exports/export-document';
import { DOCUMENT_NOT_FOUND } from '../../plugins/app/history/history-service';

const tags = ['imports'];

const exportParams = z.object({
  kind: z.enum(['mindmap', 'todolist', 'board'], { error: "kind: must be 'mindmap', 'todolist' or 'board'" }),
  id: uuidId('id: Invalid id'),
});
const exportQuery = z.object({
  format: z.enum(['opml', 'mm', 'markdown', 'xmind', 'csv', 'json'], {
    error: "format: must be 'opml', 'mm', 'markdown', 'xmind', 'csv' or 'json'",
  }),
});

/** Each format's media type, with a short file of it, as the API document declares them. */
const EXPORTED_FILES = {
  'text/x-opml': {
    example:
      '<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head><title>Product roadmap</title></head><body><outline text="Product roadmap"><outline text="Research"/></outline></body></opml>\n',
  },
  'application/x-freemind': {
    example:
      '<map version="1.0.1"><node TEXT="Product roadmap"><node TEXT="Research" POSITION="right"/></node></map>\n',
  },
  'text/markdown': { example: '# Product roadmap\n\n- Research\n' },
  'application/vnd.xmind.workbook': {
    example: '<a zip holding content.json, manifest.json and metadata.json>',
  },
  'text/csv': { example: 'Title,Description,Completed,Due date\r\nCall the venue,,no,2026-12-04\r\n' },
  'application/json': {
    example: {
      name: 'Sprint',
      desc: '',
      lists: [{ id: 'lane-1', name: 'New', closed: false, pos: 0 }],
      cards: [],
    },
  },
};

const FALLBACK_NAME = { mindmap: 'mind-map', todolist: 'to-do-list', board: 'board' } as const;

/** GET /exports/{kind}/{id}?format=: a map, list or board as a file, read from the live document. */
const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/:kind/:id',
    {
      config: {
        operation: {
          id: 'exportDocument',
          summary: 'Download a map, list or board as a file',
          description:
            'Maps as OPML (`text/x-opml`), FreeMind `.mm` (`application/x-freemind`), a Markdown outline (`text/markdown`) or an XMind workbook (`application/vnd.xmind.workbook`); lists as Markdown task lists or CSV (`text/csv`); boards as CSV or JSON in the shape of a Trello export. Node positions travel in OPML, `.mm` and XMind, so a file imported again keeps its layout. The file is named after the title (`Content-Disposition: attachment` with an ASCII `filename` and the full title in `filename*`).',
          files: EXPORTED_FILES,
          errors: { 400: 'The format is not one this kind is exported in' },
          examples: { answers: { 200: '<the file>' } },
        },
      },
      schema: {
        tags,
        params: exportParams,
        querystring: exportQuery,
        response: { 200: z.string().describe('The file, in the format asked for') },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { format } = request.query;
      if (!(EXPORT_FORMATS[kind] as readonly string[]).includes(format)) {
        throw badRequest(`format: a ${kind} is exported as ${EXPORT_FORMATS[kind].join(', ')}`);
      }
      const name = formatDocumentName(kind, id);
      if ((await app.repos.documents.workspaceOf(name)) !== request.auth.workspace.workspaceId) {
        throw notFound(DOCUMENT_NOT_FOUND);
      }
      // Read in memory through the documents door; the file is then written as it is sent.
      const read = await app.documents.withDocument(name, exportReader(kind, format));
      const type = EXPORT_TYPES[format]!;
      const stream: unknown = read.stream();
      return reply
        .type(type.mediaType)
        .header('content-disposition', contentDisposition(read.title, type.extension, FALLBACK_NAME[kind]))
        .header('cache-control', 'no-store')
        .send(stream as string);
    },
  );
};

export default exportsRoutes;
