import type { Connection, Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { resolveSession, type AuthContext, type SessionReader } from '../plugins/app/authentication/auth';
import type { SocketCredentials } from '../plugins/app/authentication/socket-credentials';
import { resolveApiToken, type TokenReader } from '../plugins/app/authentication/token-auth';
import type { AccessChange } from '../plugins/app/events/access-bus';
import {
  ACCESS_CHANGED_REASON,
  ACCESS_REVOKED_REASON,
  DOCUMENT_DELETED_REASON,
  presenceColour,
} from '@shared/presence';
import { parseDocumentName } from '@shared/schema/document-name';
import {
  deletedFor,
  documentAccess,
  documentWorkspaces,
  memberAccess,
  refusalCause,
  type AccessReader,
  type RefusalCause,
} from './document-access';

/**
 * What the upgrade guard learns from the session cookie (or a personal API token), carried by every
 * document on the socket, with the workspace of the document once it is authorised.
 */
export interface CollabContext extends SocketCredentials {
  workspaceId?: string;
}

type Credential = SocketCredentials['credential'];

/** The user and workspace a session or an API token grants now; null once it ended or was revoked. */
function resolveCredential(deps: SessionReader & TokenReader, credential: Credential, token: string) {
  return credential === 'token' ? resolveApiToken(deps, token) : resolveSession(deps, token);
}

interface LiveConnection {
  credential: Credential;
  connection: Connection;
  documentName: string;
  token: string;
  userId: string;
  workspaceId: string;
}

const RECHECK_INTERVAL_MS = 60_000;

/** What the access check of sockets reads, and where it hears of changes of access. */
export type SocketAccessDeps = AccessReader &
  SessionReader &
  TokenReader &
  Pick<FastifyInstance, 'signedIn' | 'accessEvents' | 'log'>;

/**
 * A document refused to a connection, with the `reason` Hocuspocus sends the client ('permission-denied'
 * when none). Its message is empty: Hocuspocus writes any hook error that has a message to the console
 * (`[onAuthenticate] Forbidden`), and the refusal is logged here instead, as one structured line.
 */
class Refusal extends Error {
  constructor(readonly reason?: string) {
    super('');
  }
}

/**
 * Access to documents: each document on a socket is authorised from the session (not from anything the
 * client sends), viewers get a read-only connection, and a change of access (removal, new role, logout,
 * lapsed plan) closes or downgrades open connections at once, on every instance (events/access-bus.ts).
 */
export function createAuthExtension(deps: SocketAccessDeps, options: { isClosing(): boolean }): Extension {
  const live = new Set<LiveConnection>();

  /** Applies a connection's access verdict: closes it, or makes the client reopen it under a new role. */
  function apply(entry: LiveConnection, access: { readOnly: boolean } | null) {
    if (!access) {
      live.delete(entry);
      entry.connection.close({ code: 4403, reason: ACCESS_REVOKED_REASON });
    } else if (entry.connection.readOnly !== access.readOnly) {
      // Write through the new role at once, then make the client open the document again so that it
      // learns its new scope from the server.
      entry.connection.readOnly = access.readOnly;
      live.delete(entry);
      entry.connection.close({ code: 4409, reason: ACCESS_CHANGED_REASON });
    }
  }

  /**
   * Checks access again. Each connection gets the verdict for its own document and member, but the lookups
   * are shared: a session is resolved once, a member's access once per workspace, and the documents of a
   * group are looked up in one query (a browser has many documents of one workspace open on one session).
   * One group after another, so that a sweep never holds the event loop.
   */
  async function recheck(entries: LiveConnection[]) {
    const groups = new Map<string, LiveConnection[]>();
    for (const entry of entries) {
      const key = `${entry.credential}|${entry.token}|${entry.workspaceId}`;
      const group = groups.get(key);
      if (group) group.push(entry);
      else groups.set(key, [entry]);
    }
    const sessions = new Map<string, Promise<AuthContext | null>>();
    for (const group of groups.values()) {
      const { credential, token, workspaceId } = group[0]!;
      const sessionKey = `${credential}|${token}`;
      if (!sessions.has(sessionKey)) sessions.set(sessionKey, resolveCredential(deps, credential, token));
      const auth = await sessions.get(sessionKey)!;
      const member = auth ? await memberAccess(deps, auth, workspaceId) : null;
      const documents = member
        ? await documentWorkspaces(deps, [...new Set(group.map((entry) => entry.documentName))])
        : new Map<string, string>();
      for (const entry of group) {
        // A document deleted (or moved) since it was opened is refused like any stranger's document.
        apply(entry, documents.get(entry.documentName) === workspaceId ? member : null);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function onAccessChanged(change: AccessChange) {
    const affected = [...live].filter(
      (entry) =>
        (change.userId !== undefined && entry.userId === change.userId) ||
        (change.workspaceId !== undefined && entry.workspaceId === change.workspaceId),
    );
    await recheck(affected);
  }

  const listener = (change: AccessChange) => {
    onAccessChanged(change).catch((error: unknown) =>
      deps.log.error({ err: error }, 'Access re-check failed'),
    );
  };
  const sweep = () => {
    recheck([...live]).catch((error: unknown) => deps.log.error({ err: error }, 'Access sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;

  return {
    extensionName: 'auth',

    async onConfigure() {
      deps.accessEvents.on('changed', listener);
      // Changes made on other instances while Redis was away never arrived.
      deps.accessEvents.on('resync', sweep);
      // Plans lapse with time, not with an event.
      timer = setInterval(sweep, RECHECK_INTERVAL_MS);
      timer.unref();
    },

    async onAuthenticate({ context, documentName, connectionConfig }) {
      const { credential, token, userId } = context as CollabContext;
      const refuse = (cause: RefusalCause, reason?: string) => {
        deps.log[cause.level]({ document: documentName, reason: cause.reason, userId }, 'Document refused');
        return new Refusal(reason);
      };
      if (options.isClosing()) throw refuse({ reason: 'server shutting down', level: 'info' });
      // A new connection is checked like a REST request, from the per-process session cache (its entries
      // are retired by any change of access); the re-checks of open connections below read afresh.
      const signedIn = credential === 'session' ? await deps.signedIn(token) : null;
      const auth = signedIn ? signedIn.context : await resolveCredential(deps, credential, token);
      if (!auth) {
        const reason = credential === 'token' ? 'API token revoked' : 'session ended';
        throw refuse({ reason, level: 'info' });
      }
      const access = await documentAccess(deps, auth, documentName, signedIn?.plan);
      if (!access && (await deletedFor(deps, auth, documentName))) {
        throw refuse({ reason: 'deleted', level: 'info' }, DOCUMENT_DELETED_REASON);
      }
      if (!access) throw refuse(await refusalCause(deps, auth, documentName));
      // Opening the inbox is one of the times it is first needed (loading it reads its row).
      if (parseDocumentName(documentName)?.kind === 'inbox') {
        await deps.repos.documents.ensureInbox(access.workspaceId, deps.clock.now());
      }
      connectionConfig.readOnly = access.readOnly;
      return {
        workspaceId: access.workspaceId,
        user: {
          id: auth.user.id,
          name: auth.user.name || auth.user.email,
          colour: presenceColour(auth.user.id),
        },
      };
    },

    /** Presence names and colours come from the session, whatever a client puts in its awareness state. */
    async beforeHandleAwareness({ context, states }) {
      const identity = (context as { user?: unknown } | undefined)?.user;
      if (!identity) return;
      for (const state of states.values()) {
        // An empty state means the peer left; it carries no identity to correct.
        if (state && Object.keys(state).length > 0) state.user = identity;
      }
    },

    async connected({ connection, context, documentName }) {
      const { credential, token, userId, workspaceId } = context as CollabContext;
      const entry: LiveConnection = {
        credential,
        connection,
        documentName,
        token,
        userId,
        workspaceId: workspaceId ?? '',
      };
      live.add(entry);
      connection.onClose(() => live.delete(entry));
    },

    async onDestroy() {
      deps.accessEvents.off('changed', listener);
      deps.accessEvents.off('resync', sweep);
      if (timer) clearInterval(timer);
    },
  };
}
