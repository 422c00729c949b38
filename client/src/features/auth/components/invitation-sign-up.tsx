import { Link, useNavigate } from 'react-router-dom';
import type { MemberRole } from '@shared/api/teams';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api-errors';
import { useInvitationPreview } from '@client/lib/invitation-preview';
import { loginPathFor } from '@client/lib/safe-next';
import type { NoticeState } from '../hooks/use-notice';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

const GONE = 'This invitation is invalid or has expired.';
const AS_ROLE: Record<MemberRole, string> = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' };

/**
 * /register?invitation=<token>: an invitee's sign-up, named after the workspace it joins (no trial offer).
 * The form sends the token: for the invited address the new account is verified and has joined, so the
 * /login step leads into that workspace (its Team Members page); with another address it leads back to the
 * invitation, which that account cannot accept before it proves the invited address.
 */
export function InvitationSignUp({ token }: { token: string }) {
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const invitationPath = `/invite?token=${encodeURIComponent(token)}`;

  if (!preview.data) {
    return (
      <AuthCard title="Join a workspace">
        {preview.isError ? (
          <div className="auth-form">
            <Alert tone="error">{errorText(preview.error, GONE)}</Alert>
            <p className="auth-card__subtitle">
              Ask for a new invitation, or <Link to="/register">start a free trial</Link> of your own.
            </p>
          </div>
        ) : (
          <Spinner label="Loading the invitation" showLabel />
        )}
      </AuthCard>
    );
  }

  const { workspaceName, invitedBy, email, role } = preview.data;
  return (
    <AuthCard
      title={`Join ${workspaceName}`}
      subtitle={`${invitedBy} invited you as ${AS_ROLE[role]}. Create your Mindlane account to join.`}
      footer={
        <span>
          Already have an account? <Link to={loginPathFor(invitationPath)}>Log in to accept</Link>
        </span>
      }
    >
      <RegisterForm
        submitLabel="Create Account and Join"
        fallbackError={MESSAGES.registerFailed}
        initialEmail={email}
        invitationToken={token}
        onRegistered={(registered) => {
          const joined = registered.toLowerCase() === email.toLowerCase();
          navigate(loginPathFor(joined ? '/team-members' : invitationPath), {
            state: {
              notice: joined
                ? `Your account is ready and you joined ${workspaceName}. Please log in.`
                : `Your account is ready. We sent an e-mail to ${registered}: open its link to confirm your address. Please log in.`,
              email: registered,
            } satisfies NoticeState,
          });
        }}
      />
    </AuthCard>
  );
}
