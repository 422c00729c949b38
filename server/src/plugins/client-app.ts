import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { documentOfPage } from '@shared/document-pages';
import { isPagePath } from '@shared/page-paths';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { isServerPath } from '@shared/server-paths';
import type { Documents } from '../documents/documents';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every other GET so
 * that client-side routes (/maps/abc) load the app; an address no client route knows gets the same page
 * (which shows the app's 404 page) with the 404 status. Unknown API paths get the JSON 404. The rest (the
 * service worker, its Workbox runtime, the manifest, index.html) is revalidated on every request, so a
 * new deployment is seen at once. In production the source maps are not served. A page of one live
 * document starts loading that document through `documents`.
 */
export default fp(async function clientApp(app: FastifyInstance, { documents }: { documents: Documents }) {
  const root = app.config.clientDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's source maps show the client's whole source: outside production only (a refused one
      // gets the 404 of an unknown address).
      allowedPath: (pathName) => !app.config.isProduction || !pathName.toLowerCase().endsWith('.map'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // @fastify/static 10 hands over the Fastify reply, not the raw response its types describe.
        (reply as unknown as { header(name: string, value: string): void }).header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'No client build found; only the API is served. Run `npm run build`.');
  }

  /**
   * A page showing one live document: the signed-in user's document starts loading now, while the page's
   * script is on its way, so that the page's socket finds it in memory.
   */
  function preloadDocumentOf(request: FastifyRequest) {
    const found = documentOfPage(new URL(request.url, 'http://page').pathname);
    // The session was resolved from the cookie as the request came in (plugins/app/auth.ts).
    const session = request.session;
    if (!found || !session || !isDocumentId(found.id)) return;
    void documents.preload(formatDocumentName(found.kind, found.id), {
      context: session,
      plan: request.sessionPlan,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (request.method === 'GET' && wantsPage) preloadDocumentOf(request);
    if (hasBuild && wantsPage) {
      const known = isPagePath(new URL(request.url, 'http://page').pathname);
      return reply
        .code(known ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });
});
