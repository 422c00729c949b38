import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { verifyToAcceptInvitation } from '@shared/api/teams';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/api-errors';
import { useResendVerification } from '@client/lib/resend-verification';
import { useInvitationPreview, type InvitationPreview } from '@client/lib/invitation-preview';
import { loginPathFor } from '@client/lib/safe-next';
import { sessionQuery } from '@client/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { ROLE_LABELS } from './role-label';
import './invite-page.css';

const INVALID = 'This invitation is invalid or has expired.';

function Summary({ preview }: { preview: InvitationPreview }) {
  const role = ROLE_LABELS[preview.role].toLowerCase();
  return (
    <p className="invite-page__summary">
      <strong>{preview.invitedBy}</strong> invited <strong>{preview.email}</strong> to join{' '}
      <strong>{preview.workspaceName}</strong> as {/^[aeiou]/.test(role) ? 'an' : 'a'} {role}.
    </p>
  );
}

/** The invitation's one action, and the way out of it. */
function InviteActions({ children }: { children: ReactNode }) {
  return (
    <div className="invite-page__actions">
      {children}
      <ButtonLink to="/dashboard" variant="ghost" fullWidth>
        Not now
      </ButtonLink>
    </div>
  );
}

/**
 * The invited account has not verified its address: the server refuses to accept until it has, so the page
 * asks for that instead of offering Accept; the invitation waits. `onFailed` reads the session again (a
 * resend refused as already verified means the page's copy of it is old).
 */
function VerifyFirst({ email, onFailed }: { email: string; onFailed: () => void }) {
  const resend = useResendVerification();
  return (
    <>
      <Alert tone="info">{verifyToAcceptInvitation(email)}</Alert>
      <p className="invite-page__hint">Once it is verified, open this invitation again to join.</p>
      {resend.isSuccess && <Alert tone="success">We sent a new link to {email}.</Alert>}
      {resend.isError && <Alert tone="error">{errorText(resend.error, 'Failed to send the link.')}</Alert>}
      <InviteActions>
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          loading={resend.isPending}
          loadingLabel="Sending..."
          onClick={() => resend.mutate(undefined, { onError: onFailed })}
        >
          Resend verification e-mail
        </Button>
      </InviteActions>
    </>
  );
}

/** /invite?token=: what the invitation is for, and Accept (or log in / sign up / verify first). */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  // Back from verifying the address in another tab, the page reads the session again at once.
  const session = useQuery({ ...sessionQuery, refetchOnWindowFocus: 'always' });
  const user = session.data ?? null;
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const here = `/invite?token=${encodeURIComponent(token)}`;
  const wrongAccount = user && preview.data && user.email.toLowerCase() !== preview.data.email.toLowerCase();

  function body() {
    if (!token || (preview.error instanceof ApiError && preview.error.status === 404)) {
      return <Alert tone="error">{INVALID}</Alert>;
    }
    if (preview.isError) return <Alert tone="error">{errorText(preview.error, INVALID)}</Alert>;
    if (preview.isPending || session.isLoading) {
      return (
        <div aria-busy="true">
          <Spinner label="Loading the invitation" />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </div>
      );
    }
    if (!user) {
      return (
        <>
          <Summary preview={preview.data} />
          <p className="invite-page__hint">
            New to Mindlane? Create an account to join. Already have one? Log in to accept.
          </p>
          <div className="invite-page__actions">
            <ButtonLink to={`/register?invitation=${encodeURIComponent(token)}`} size="lg" fullWidth>
              Create an Account
            </ButtonLink>
            <ButtonLink to={loginPathFor(here)} variant="secondary" size="lg" fullWidth>
              Log in to Accept
            </ButtonLink>
          </div>
        </>
      );
    }
    if (!wrongAccount && !user.email_verified) {
      return (
        <>
          <Summary preview={preview.data} />
          <VerifyFirst email={user.email} onFailed={() => void session.refetch()} />
        </>
      );
    }
    return (
      <>
        <Summary preview={preview.data} />
        {wrongAccount && (
          <Alert tone="warning">
            You are logged in as {user.email}. This invitation is for {preview.data.email}.
          </Alert>
        )}
        {accept.isError && (
          <Alert tone="error">{errorText(accept.error, 'Failed to accept the invitation.')}</Alert>
        )}
        <InviteActions>
          <Button
            size="lg"
            fullWidth
            loading={accept.isPending}
            loadingLabel="Joining..."
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => navigate('/team-members'),
                // The session ended meanwhile: sign in again and come back here.
                onError: (error) => {
                  if (error instanceof ApiError && error.status === 401) navigate(loginPathFor(here));
                },
              })
            }
          >
            Accept Invitation
          </Button>
        </InviteActions>
      </>
    );
  }

  return (
    <div className="invite-page">
      <title>Invitation · Mindlane</title>
      <Card as="section" padding="lg" className="invite-page__card" aria-labelledby="invite-page-title">
        <span className="invite-page__icon" aria-hidden="true">
          <Users />
        </span>
        <h1 id="invite-page-title" className="invite-page__title">
          {preview.data ? `Join ${preview.data.workspaceName}` : 'Workspace invitation'}
        </h1>
        {body()}
      </Card>
    </div>
  );
}
