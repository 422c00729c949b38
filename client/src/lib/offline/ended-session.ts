import { formatDocumentName } from '@shared/schema/document-name';
import { deviceUser } from '../device-user';
import { forgetDeviceAnswers } from './device-answers';
import { loadPendingCreates, pendingCreates } from './pending-creates';

let ending: Promise<void> | null = null;

/**
 * The server ended the session (it ran out, or a password reset or the account's deletion ended it): the
 * device forgets its user as a sign-out does (their kept answers, their device copies, who they were), so
 * nothing of theirs opens for whoever is at the device next. Except edits not yet sent: the copies of the
 * documents closed with changes not sent and of the items made offline and not created yet stay, with the
 * unsent list and the queue, unopened until that user signs in again and the background round sends them.
 */
export function forgetEndedSession(): Promise<void> {
  ending ??= (async () => {
    try {
      const collab = await import('../collab/collab-runtime');
      // The queue of the user whose copies these are, read if this page has not read it yet.
      const user = deviceUser();
      if (user) await loadPendingCreates(user);
      const unsentCreates = pendingCreates().map((entry) => formatDocumentName(entry.kind, entry.id));
      await collab.resetCollaboration({ forgetLocalCopies: true, keepUnsent: unsentCreates });
      await forgetDeviceAnswers();
    } finally {
      ending = null;
    }
  })();
  return ending;
}
