import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { EndedToken } from '@shared/api/tokens';
import { EndedTokensList } from '@client/components/api-tokens/ended-tokens-list';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { AuthCard } from './auth-card';
import { ChooseNewPasswordForm, PASSWORD_CHANGED } from './choose-new-password-form';
import { ForgotPasswordForm } from './forgot-password-form';

/** After a reset that ended API tokens: which ones, so that nobody wonders later why a script stopped. */
function TokensEnded({ tokens }: { tokens: EndedToken[] }) {
  return (
    <AuthCard title="Password changed">
      <div className="auth-form">
        <Alert tone="success">{PASSWORD_CHANGED}</Alert>
        <Alert
          tone="warning"
          title={tokens.length === 1 ? 'The reset ended your API token' : 'The reset ended your API tokens'}
        >
          <p className="auth-ended-tokens__why">
            Scripts that used {tokens.length === 1 ? 'it' : 'them'} are refused from now on. Create new tokens
            on your profile for those you still need.
          </p>
          <EndedTokensList tokens={tokens} />
        </Alert>
        <ButtonLink to="/login" replace fullWidth>
          Log in
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** /reset-password: asks for the e-mail address, or with ?token= (the e-mailed link) for the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [endedTokens, setEndedTokens] = useState<EndedToken[] | null>(null);
  const footer = (
    <span>
      Remembered it? <Link to="/login">Back to Login</Link>
    </span>
  );

  if (token && endedTokens) return <TokensEnded tokens={endedTokens} />;
  if (token) {
    return (
      <AuthCard
        title="Choose a new password"
        subtitle="Pick a password you have not used here before."
        footer={footer}
      >
        <ChooseNewPasswordForm token={token} onTokensEnded={setEndedTokens} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
