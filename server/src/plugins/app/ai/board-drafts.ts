import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { aiCreateBoardResponse } from '@shared/api/ai';
import { formatDocumentName } from '@shared/schema/document-name';
import { initNewBoard } from '@shared/schema/new-document';
import type { AuthContext } from '../authentication/auth';
import { createDocument, type DocumentRules } from '../documents/documents-service';
import { writeCard } from './appliers';
import { launchGeneration, type GenerationDeps } from './generation-service';

/**
 * Creates a board and drafts its cards from `prompt` (else the description, else the title); used by
 * `POST /ai-create-board` and by `POST /boards`, the AI path when its body has a prompt.
 */
export async function createBoardWithAi(
  app: GenerationDeps & DocumentRules,
  auth: AuthContext,
  input: { title: string; description: string; prompt?: string },
): Promise<z.infer<typeof aiCreateBoardResponse>> {
  const id = randomUUID();
  const { title, description } = input;
  await launchGeneration(app, auth, {
    documentName: formatDocumentName('board', id),
    request: { task: 'board', title, description: input.prompt || description || title },
    apply: writeCard,
    prepare: () =>
      createDocument(app, auth, {
        kind: 'board',
        id,
        title,
        description,
        initialise: (doc) => initNewBoard(doc, { title, description }),
      }),
  });
  return { id, engine: app.ai.engine };
}
