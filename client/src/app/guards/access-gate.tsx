import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { documentOfPage } from '@shared/document-pages';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { AccessPending } from '@client/lib/access-pending';
import { ApiError } from '@client/lib/api-client';
import { openedFromDevice, subscribeOpenedFromDevice } from '@client/lib/collab/prefetch-document';
import { deviceUser } from '@client/lib/device-user';
import { loginPathFor } from '@client/lib/safe-next';
import { useSession, useUserStatus } from '@client/lib/session';
import { useSignOutState } from '@client/lib/sign-out';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';
import './access-gate.css';

/** Pages that may show before the gate's checks answer, when their document loaded from the device. */
const SHOWN_BEFORE_CHECKS = new Set(['mindmap']);

/**
 * Whether the page at `pathname` is a map this device holds, loaded from its copy (for the user who last
 * signed in here): the page can be drawn from it while the checks run.
 */
function useShownFromDevice(pathname: string): boolean {
  const page = documentOfPage(pathname);
  const shown = page !== null && SHOWN_BEFORE_CHECKS.has(page.kind);
  return useSyncExternalStore(
    subscribeOpenedFromDevice,
    () => shown && page !== null && deviceUser() !== null && openedFromDevice(page.kind, page.id),
  );
}

/**
 * Spec section 4: no session → /login; the server's access verdict false → /trial-expired (admins already
 * pass there). Nothing of the page shows until both answers are in, except a map the device holds: it is
 * drawn read-only from the device copy while they run, and a refusal takes it away.
 */
export function AccessGate() {
  useUnauthorizedRedirect();
  const location = useLocation();
  const session = useSession();
  // Asked at the same time as the session, not after it: one round trip less before the page.
  const status = useUserStatus(session.isLoading || Boolean(session.user));
  const signOut = useSignOutState();
  const fromDevice = useShownFromDevice(location.pathname);
  // The page sits at the same place in the tree checked or not, so passing the checks does not draw it again.
  const page = (pending: boolean) => (
    <AccessPending.Provider value={pending}>
      <Outlet />
    </AccessPending.Provider>
  );

  // Signing out: the pages step aside before the user is forgotten, and the way out goes to plain /login.
  if (signOut.step === 'leaving') return <GateSpinner />;
  if (session.isLoading) return fromDevice ? page(true) : <GateSpinner />;
  const toLogin = <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!session.user) return toLogin;
  if (status.isPending) return fromDevice ? page(true) : <GateSpinner />;
  if (status.isError && status.error instanceof ApiError && status.error.status === 401) return toLogin;
  // A check that failed again after an answer (the one kept on the device, or an earlier one) keeps that
  // answer: the network dropping mid-request must not take the page, and what the user was doing, away.
  if (status.isError && status.data === undefined) {
    return (
      <div className="access-gate">
        <LoadError
          title="We could not check your access."
          message={status.error.message}
          onRetry={() => status.refetch()}
          retrying={status.isFetching}
        />
      </div>
    );
  }
  if (!status.data.access) return <Navigate to="/trial-expired" replace />;
  return page(false);
}

function GateSpinner() {
  return (
    <div className="access-gate" aria-busy="true">
      <Spinner size="lg" label="Checking your access" />
    </div>
  );
}
