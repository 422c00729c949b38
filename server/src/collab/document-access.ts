import type { FastifyInstance } from 'fastify';
import { parseDocumentName } from '@shared/schema/document-name';
import type { AuthContext } from '../plugins/app/auth';

export interface DocumentAccess {
  workspaceId: string;
  readOnly: boolean;
}

/**
 * Who may open a document: a member of its workspace whose plan grants access; viewers read only.
 * Returns null for a stranger, a deleted document and a malformed name alike, so that a refusal does not
 * reveal whether the document exists.
 */
export async function documentAccess(
  app: FastifyInstance,
  auth: AuthContext,
  documentName: string,
): Promise<DocumentAccess | null> {
  const parsed = parseDocumentName(documentName);
  if (!parsed) return null;
  const workspaceId =
    parsed.kind === 'inbox' ? parsed.id : await app.repos.documents.workspaceOf(documentName);
  if (!workspaceId) return null;
  const membership = await app.repos.workspaces.membership(auth.user.id, workspaceId);
  if (!membership) return null;
  const verdict = await app.workspaceAccess({ ...auth, workspace: membership });
  if (!verdict.access) return null;
  if (parsed.kind === 'inbox') await app.repos.documents.create(documentName, workspaceId, app.clock.now());
  return { workspaceId, readOnly: membership.role === 'viewer' };
}
