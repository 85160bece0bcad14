import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSignIn, useSignInCode } from '../api/sign-in';
import { FormField } from './form-field';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const signIn = useSignIn({ onSignedIn, onCodeRequired: () => setCodeStep(true) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username: username.trim(), password });
  };

  if (codeStep) return <SignInCodeStep onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <FormField
        id="signin-username"
        label="Username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="text-ink-muted underline-offset-4 hover:text-accent hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

/** After the password: the code from the authenticator app, or a recovery code. */
function SignInCodeStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [value, setValue] = useState('');
  const [trustBrowser, setTrustBrowser] = useState(false);
  const finish = useSignInCode({ onSignedIn });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = useRecoveryCode ? { recoveryCode: value.trim() } : { code: value.replace(/\s/g, '') };
    finish.mutate({ ...answer, trustBrowser });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Two-step verification">
      <div className="grid gap-1">
        <h3 className="font-semibold">Two-step verification</h3>
        <p className="text-sm text-ink-muted">
          {useRecoveryCode ? 'Enter one of your recovery codes. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      {useRecoveryCode ? (
        <FormField id="signin-recovery-code" label="Recovery code" autoComplete="off" required value={value} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <FormField
          id="signin-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*\d{6}\s*"
          maxLength={8}
          required
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-accent" checked={trustBrowser} onChange={(event) => setTrustBrowser(event.target.checked)} />
        Trust this browser for 30 days
      </label>
      <Button type="submit" size="lg" disabled={finish.isPending}>
        {finish.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-accent-light underline-offset-4 hover:underline"
          onClick={() => {
            setUseRecoveryCode(!useRecoveryCode);
            setValue('');
          }}
        >
          {useRecoveryCode ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="text-ink-muted underline-offset-4 hover:underline" onClick={onBack}>
          Back to password
        </button>
      </div>
    </form>
  );
}
