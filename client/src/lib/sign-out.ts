import { useSyncExternalStore } from 'react';
import { api, FN } from './api-client';
import { forgetDeviceAnswers } from './offline/device-answers';
import { forgetPendingCreates, pendingCreates, signedInUser } from './offline/pending-creates';
import { sendCreatesNow } from './offline/use-pending-creates';
import { queryClient } from './query-client';
import { sessionKeys } from './session';
import { closeWorkspaceEvents } from './workspace-events';

/**
 * Where a sign-out stands: sending this device's pending changes first; stopped because some could not
 * be sent (the user stays, or goes on after a second confirmation); leaving for /login.
 */
export type SignOutState =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'unsent'; count: number }
  | { step: 'confirm-discard'; count: number }
  | { step: 'leaving' };

let state: SignOutState = { step: 'idle' };
const listeners = new Set<() => void>();
let leave: (returnTo?: string) => Promise<void> | void = () => undefined;
let returnTo: string | undefined;

function set(next: SignOutState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * How the app goes to /login once signed out (the router's navigate, set once by the app), given the page
 * to come back to after the next sign-in when the sign-out named one.
 */
export function setSignOutDestination(go: (returnTo?: string) => Promise<void> | void): void {
  leave = go;
}

export function useSignOutState(): SignOutState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** True while the user is signing out on purpose: pages behind the gate step aside without a "next". */
export function isSigningOut(): boolean {
  return state.step === 'leaving';
}

// "Leaving" lasts until someone signs in again: the router moves to /login in a transition, and until
// that lands the pages behind the gate must keep seeing a sign-out, not a lost session.
let forgotten = false;
queryClient.getQueryCache().subscribe((event) => {
  // The cache's answer, not the event's: a request sent before the sign-out may still report the old user.
  if (!forgotten || event.query.queryKey[0] !== sessionKeys.me[0]) return;
  if (!queryClient.getQueryData(sessionKeys.me)) return;
  forgotten = false;
  set({ step: 'idle' });
});

/**
 * Starts signing out. Nothing the user wrote is lost without a word: pending changes are sent first,
 * and if some cannot be, the user is told how many and chooses. `options.returnTo` is a page meant for
 * whoever signs in next (a link made for another account), which /login then goes back to.
 */
export async function startSignOut(options: { returnTo?: string } = {}): Promise<void> {
  if (state.step !== 'idle' && state.step !== 'leaving') return;
  returnTo = options.returnTo;
  set({ step: 'sending' });
  const collab = await import('./collab/collab-runtime');
  // Items made offline first: their documents can only go up once the server has created them.
  const userId = signedInUser(queryClient);
  if (userId && navigator.onLine) await sendCreatesNow(queryClient, userId).catch(() => false);
  const unsent = (await collab.sendPendingChanges()) + pendingCreates().length;
  if (unsent > 0) {
    set({ step: 'unsent', count: unsent });
    return;
  }
  await finishSignOut();
}

/** Keeps the session (the unsent changes stay on this device and go up once the connection returns). */
export function staySignedIn(): void {
  set({ step: 'idle' });
}

/** The first "sign out anyway": asks once more, since the unsent changes will be deleted. */
export function askToDiscard(): void {
  if (state.step === 'unsent') set({ step: 'confirm-discard', count: state.count });
}

/**
 * Ends the session: the server's first, then this device's. The pages behind the gate step aside
 * before the cached user goes, so none of them renders signed out, and the way to /login carries no
 * "next" (the next person to sign in is not sent to this user's page) unless startSignOut named one.
 */
export async function finishSignOut(): Promise<void> {
  set({ step: 'leaving' });
  await api(`${FN}/logout`, { method: 'POST', allowUnauthorized: true }).catch(() => undefined);
  const collab = await import('./collab/collab-runtime');
  // Live documents were opened as this user, and the local copies are theirs.
  await collab.resetCollaboration({ forgetLocalCopies: true });
  closeWorkspaceEvents();
  sessionStorage.clear();
  await forgetDeviceAnswers();
  await forgetPendingCreates();
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.me, null);
  forgotten = true;
  await leave(returnTo);
}
