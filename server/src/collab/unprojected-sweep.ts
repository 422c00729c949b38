import type { Hocuspocus } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';

/** Documents one sweep stores at most; any more wait for the next start. */
const SWEEP_LIMIT = 10_000;

/**
 * Stores every document whose update log holds entries no store projected: an edit was logged (and
 * acknowledged), then the process died before the debounced store. Its rows then show the edit, and the
 * change record has it with its authors, without waiting for someone to open the document. Each document
 * is loaded, stored and unloaded as a REST write's would be; one that fails is logged and left to its
 * next load. Resolves with how many documents were stored.
 */
export async function storeUnprojected(
  app: Pick<FastifyInstance, 'repos' | 'log'>,
  hocuspocus: Hocuspocus,
): Promise<number> {
  const names = await app.repos.documents.unprojected(SWEEP_LIMIT);
  let stored = 0;
  for (const documentName of names) {
    try {
      const connection = await hocuspocus.openDirectConnection(documentName, { system: true });
      // Disconnecting the last connection stores the document at once and lets it go.
      await connection.disconnect();
      stored += 1;
    } catch (error) {
      app.log.error(
        { err: error, documentName },
        'Storing a document whose log was ahead of its rows failed',
      );
    }
  }
  if (stored > 0) app.log.info({ documents: stored }, 'Stored documents whose log was ahead of their rows');
  return stored;
}
