import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { unauthorized } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import type { InvitationsRepository } from '../invitations/invitations-repository';
import type { SessionsRepository } from '../sessions/sessions-repository';
import type { WorkspacesRepository } from '../workspaces/workspaces-repository';
import type { AccountProofRepository } from './account-proof-repository';

interface ProofRepositories {
  accountProof: AccountProofRepository;
  workspaces: WorkspacesRepository;
  invitations: InvitationsRepository;
}

/**
 * The mailbox's owner chose the account's password through a reset link. When that is the first proof
 * that they hold the account, whoever registered the address before them may have been someone else, so
 * what the account did before is undone as a takeover: the ownership it handed over comes back, every
 * other member leaves the workspaces it owns or owned, and the invitations it sent are withdrawn. A
 * verified address is a proof (users.markEmailVerified) and sharing needs one, so only an account that
 * shared before that rule existed, unverified, has anything to undo. Runs in the reset's transaction,
 * after the account's row was written (which locks it: see noteHandover) and before the address is marked
 * verified. Returns the workspaces whose members changed, whose live connections are checked again once
 * committed.
 */
export async function proveHolderByReset(
  repos: ProofRepositories,
  userId: string,
  now: Date,
  trx: Kysely<DB>,
): Promise<string[]> {
  if (!(await repos.accountProof.markProven(userId, now, trx))) return [];
  for (const workspaceId of await repos.accountProof.takeHandovers(userId, trx)) {
    await repos.workspaces.setOwner(workspaceId, userId, trx);
    await repos.workspaces.addMember(workspaceId, userId, 'owner', now, trx);
    await repos.workspaces.setRole(workspaceId, userId, 'owner', trx);
  }
  const owned = await repos.workspaces.ownedBy(userId, trx);
  for (const workspaceId of owned) await repos.workspaces.removeOthers(workspaceId, userId, trx);
  await repos.invitations.withdrawSentBy(userId, trx);
  return owned;
}

/**
 * In the transaction of a hand-over, before it: notes it when the account's holder is not proven, so that
 * the first proof by a reset gives it back. The account's row stays locked until the hand-over commits, so
 * a reset on another instance either comes after it (and finds the note) or before it, in which case this
 * session has ended and the hand-over is refused.
 */
export async function noteHandover(
  repos: Pick<ProofRepositories, 'accountProof'> & { sessions: SessionsRepository },
  auth: AuthContext,
  workspaceId: string,
  now: Date,
  trx: Kysely<DB>,
) {
  const account = await repos.accountProof.lock(auth.user.id, trx);
  if (!account || !(await repos.sessions.findSignedIn(auth.token, now, trx))) throw unauthorized();
  if (!account.proven) await repos.accountProof.recordHandover(auth.user.id, workspaceId, now, trx);
}
