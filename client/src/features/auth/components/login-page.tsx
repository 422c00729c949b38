import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginBody } from '@shared/api/auth';
import { Alert } from '@client/components/ui/alert';
import { TextField } from '@client/components/ui/text-field';
import { validate, type FieldErrors } from '@client/lib/form-errors';
import { safeNextPath } from '@client/lib/safe-next';
import { useSession } from '@client/lib/session';
import { loginErrorText, useLogin } from '../api/login';
import { useHandedEmail, useNotice } from '../hooks/use-notice';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';

type Field = 'email' | 'password';

/** /login: success goes to ?next= when it is a path of this site, else /dashboard. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const nextQuery = params.get('next') ? `?next=${encodeURIComponent(next)}` : '';
  const notice = useNotice();
  const navigate = useNavigate();
  const { user } = useSession();
  const login = useLogin();
  const handedEmail = useHandedEmail();
  const [email, setEmail] = useState(handedEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (user && !login.isPending) return <Navigate to={next} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validate(loginBody, { email, password });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    login.mutate(result.data, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => setFormError(loginErrorText(error)),
    });
  }

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back. Log in to your workspace."
      footer={
        <>
          <span>
            New to Mindlane? <Link to={`/register${nextQuery}`}>Start your free 3-day trial</Link>
          </span>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Log in">
        {notice && !formError && <Alert tone="success">{notice}</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div className="auth-form__row">
          <Link to="/reset-password">Forgot password?</Link>
        </div>
        <AuthSubmit loading={login.isPending} loadingLabel="Logging in...">
          Log in
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
