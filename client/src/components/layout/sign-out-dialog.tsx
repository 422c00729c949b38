import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { askToDiscard, finishSignOut, staySignedIn, useSignOutState } from '@client/lib/sign-out';

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/**
 * The questions a sign-out may ask, mounted once for the app: while pending changes are being sent, and
 * when some could not be (stay signed in, or sign out anyway after confirming a second time).
 */
export function SignOutDialog() {
  const state = useSignOutState();
  if (state.step === 'sending') {
    return (
      <Dialog open onOpenChange={() => undefined} title="Signing out…" size="sm" hideCloseButton>
        <Spinner label="Sending your latest changes" />
      </Dialog>
    );
  }
  if (state.step === 'unsent') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && staySignedIn()}
        title={`${changes(state.count)} could not be sent`}
        description="They are saved on this device and will be sent once the connection returns. Signing out deletes them."
        cancelLabel="Stay signed in"
        confirmLabel="Sign out anyway"
        onConfirm={askToDiscard}
      />
    );
  }
  if (state.step === 'confirm-discard') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && staySignedIn()}
        title={`Delete ${changes(state.count)} and sign out?`}
        description="They have not reached the server and cannot be recovered."
        cancelLabel="Stay signed in"
        confirmLabel="Delete and sign out"
        onConfirm={() => void finishSignOut()}
      />
    );
  }
  return null;
}
