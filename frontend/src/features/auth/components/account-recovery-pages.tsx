import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { useConfirmEmail, useRequestPasswordReset, useResetPassword } from '../api/account-recovery';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

const MIN_PASSWORD = 8;

/** /auth/forgot: asks for the address and answers the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <p role="status" className="text-sm leading-6 text-ink">
          {request.data.message}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className="text-accent underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" lead="Give the e-mail address of your account and we will mail you a link to choose a new password.">
      <form onSubmit={submit} className="grid gap-4" aria-label="Reset your password">
        <FormField id="forgot-email" label="E-mail address" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        {request.isError && (
          <p role="alert" className="text-sm text-danger-light">
            {errorMessage(request.error)}
          </p>
        )}
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send me a link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="text-accent underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

/** /auth/reset?token=…: chooses the new password; every session ends, so the page leads to sign in. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeated) return setMismatch(true);
    setMismatch(false);
    if (token) reset.mutate({ token, password });
  };

  if (!token) {
    return (
      <AuthCard title="This link is incomplete">
        <p className="text-sm text-ink">Open the link from your e-mail again, or ask for a new one.</p>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth/forgot" className="text-accent underline-offset-4 hover:underline">
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Your password is changed">
        <p role="status" className="text-sm text-ink">
          Every device was signed out. Sign in with your new password.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/auth">Sign in with the new password</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" lead={`At least ${MIN_PASSWORD} characters. Every device signed in to your account will be signed out.`}>
      <form onSubmit={submit} className="grid gap-4" aria-label="Choose a new password">
        <FormField id="reset-password" label="New password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD} value={password} onChange={(event) => setPassword(event.target.value)} />
        <FormField id="reset-password-repeat" label="Repeat the new password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD} value={repeated} onChange={(event) => setRepeated(event.target.value)} />
        {(mismatch || reset.isError) && (
          <p role="alert" className="text-sm text-danger-light">
            {mismatch ? 'The two passwords differ.' : errorMessage(reset.error)}
          </p>
        )}
        {reset.isError && (
          <p className="text-sm">
            <Link to="/auth/forgot" className="text-accent underline-offset-4 hover:underline">
              Ask for a new link
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** /auth/verify?token=…: confirms the address once, as the page opens. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <AuthCard title={confirm.isSuccess ? 'Your e-mail address is confirmed' : failed ? 'This link does not work' : 'Confirming your address...'}>
      <p role={confirm.isPending ? undefined : 'status'} className="text-sm text-ink">
        {confirm.isSuccess
          ? 'Thank you. Order updates, shipping news and payouts will reach you there.'
          : failed
            ? `${token ? errorMessage(confirm.error) : 'The link is incomplete.'} You can ask for a new link in your account settings.`
            : 'One moment.'}
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="text-accent underline-offset-4 hover:underline">
          Continue shopping
        </Link>
      </p>
    </AuthCard>
  );
}
