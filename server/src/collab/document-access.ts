import type { FastifyInstance } from 'fastify';
import { parseDocumentName } from '@shared/schema/document-name';
import { accessVerdict } from '../plugins/app/access/plan-rules';
import type { AuthContext, SignedIn } from '../plugins/app/authentication/auth';

type SessionPlan = SignedIn['plan'];

/** What deciding access to a document reads: documents and memberships, the clock, the plan gate. */
export type AccessReader = Pick<FastifyInstance, 'repos' | 'clock' | 'workspaceAccess'>;

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
  reader: AccessReader,
  auth: AuthContext,
  documentName: string,
  plan?: SessionPlan,
): Promise<DocumentAccess | null> {
  const workspaceId = await workspaceOfDocument(reader, documentName);
  if (!workspaceId) return null;
  return memberAccess(reader, auth, workspaceId, plan);
}

/** The workspace a document is in: the one an inbox names, else its row's; null for no such document. */
async function workspaceOfDocument(reader: AccessReader, documentName: string): Promise<string | null> {
  const parsed = parseDocumentName(documentName);
  if (!parsed) return null;
  return parsed.kind === 'inbox' ? parsed.id : reader.repos.documents.workspaceOf(documentName);
}

/** Why a document was refused, and how much the operator should care (a stranger probing is a warning). */
export interface RefusalCause {
  reason: string;
  level: 'info' | 'warn';
}

/**
 * Why documentAccess refused a document that was not deleted: a name that is no document, or a stranger's
 * document, or another workspace's through an API token, is someone trying names (a warning); a member
 * whose plan lapsed meets an expected end (information).
 */
export async function refusalCause(
  reader: AccessReader,
  auth: AuthContext,
  documentName: string,
): Promise<RefusalCause> {
  const workspaceId = await workspaceOfDocument(reader, documentName);
  if (!workspaceId) return { reason: 'no such document', level: 'warn' };
  if (auth.apiToken && auth.workspace.workspaceId !== workspaceId)
    return { reason: "outside the API token's workspace", level: 'warn' };
  const member =
    auth.workspace.workspaceId === workspaceId ||
    (await reader.repos.workspaces.membership(auth.user.id, workspaceId));
  if (!member) return { reason: 'not a member', level: 'warn' };
  return { reason: 'plan without access', level: 'info' };
}

/**
 * Whether `documentName` was a document that was deleted and `auth` may be told so: a member of the
 * workspace it was in (as memberAccess decides). Anyone else learns nothing of it: to them it is missing,
 * like any name that never was a document.
 */
export async function deletedFor(
  reader: AccessReader,
  auth: AuthContext,
  documentName: string,
): Promise<boolean> {
  const workspaceId = await reader.repos.documents.deletedFrom(documentName);
  return workspaceId !== null && (await memberAccess(reader, auth, workspaceId)) !== null;
}

/**
 * What a user may do with the documents of a workspace: null for a stranger or a lapsed plan. Through an
 * API token: only in the token's workspace, and read-only unless the token may write.
 */
export async function memberAccess(
  reader: AccessReader,
  auth: AuthContext,
  workspaceId: string,
  plan?: SessionPlan,
): Promise<DocumentAccess | null> {
  // An API token opens the documents of its own workspace only.
  if (auth.apiToken && auth.workspace.workspaceId !== workspaceId) return null;
  // A session's own current workspace: its membership came with the session, and often its plan too.
  const own = !auth.apiToken && auth.workspace.workspaceId === workspaceId;
  const membership = own
    ? auth.workspace
    : await reader.repos.workspaces.membership(auth.user.id, workspaceId);
  if (!membership) return null;
  const verdict =
    own && plan?.ownerId === membership.ownerId
      ? accessVerdict(plan.subscription, auth.user.role, reader.clock.now())
      : await reader.workspaceAccess({ ...auth, workspace: membership });
  if (!verdict.access) return null;
  return { workspaceId, readOnly: membership.role === 'viewer' || auth.apiToken?.scope === 'read' };
}

/**
 * The workspace of each of `names` that is still a document, in one query: an inbox belongs to the
 * workspace it names; a deleted document or a malformed name is missing from the answer.
 */
export async function documentWorkspaces(
  reader: AccessReader,
  names: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const stored: string[] = [];
  for (const name of names) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind === 'inbox') found.set(name, parsed.id);
    else if (parsed) stored.push(name);
  }
  for (const [name, workspaceId] of await reader.repos.documents.workspacesOf(stored)) {
    found.set(name, workspaceId);
  }
  return found;
}
