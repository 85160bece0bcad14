import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { type LockedAccountCode, useSignIn, useSignInCode } from '../api/sign-in';
import { FormField } from './form-field';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  // Locked by failed sign-ins: the owner passes with a code (or a recovery code) sent along with the password.
  const [locked, setLocked] = useState<{ code: LockedAccountCode; message: string; afterCode: boolean } | null>(null);
  const [lockCode, setLockCode] = useState('');
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const signIn = useSignIn({
    onSignedIn,
    onCodeRequired: () => setCodeStep(true),
    onLocked: (refusal) => {
      setLocked({ ...refusal, afterCode: lockCode.trim() !== '' });
      // A code that was sent is spent (or wrong): the next try needs a new one.
      setLockCode('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = lockCode.trim() === '' ? {} : useRecoveryCode ? { recoveryCode: lockCode.trim() } : { code: lockCode.replace(/\s/g, '') };
    signIn.mutate({ username: username.trim(), password, ...answer });
  };

  if (codeStep) return <SignInCodeStep onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      {locked && <LockedAccountNotice refusal={locked} useRecoveryCode={useRecoveryCode} />}
      <FormField
        id="signin-username"
        label="Username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          // Another account: whatever the lock said was about the one typed before.
          setLocked(null);
          setLockCode('');
        }}
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
      {locked && <SecondFactorField idPrefix="signin-lock" recoveryCode={useRecoveryCode} value={lockCode} onChange={setLockCode} />}
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {locked && (
          <SecondFactorKindToggle
            recoveryCode={useRecoveryCode}
            onToggle={() => {
              setUseRecoveryCode(!useRecoveryCode);
              setLockCode('');
            }}
          />
        )}
        <Link to="/auth/forgot" className="text-ink-muted underline-offset-4 hover:text-accent hover:underline">
          Forgot your password?
        </Link>
      </div>
    </form>
  );
}

/**
 * What the lock said, and how its owner gets in: the password with a current code from the authenticator app
 * (or a recovery code). After a code that did not help, the lock's answer is the same whether the password or
 * the code was wrong, so the notice names both.
 */
function LockedAccountNotice({ refusal, useRecoveryCode }: { refusal: { code: LockedAccountCode; message: string; afterCode: boolean }; useRecoveryCode: boolean }) {
  const factor = useRecoveryCode ? 'one of your recovery codes' : 'the 6-digit code from your authenticator app';
  const advice =
    refusal.code === 'TOO_MANY_SECOND_FACTOR_ATTEMPTS'
      ? null
      : refusal.afterCode
        ? `That did not sign you in: check your password, then enter ${useRecoveryCode ? 'a recovery code' : 'a new code'}.`
        : `If this is your account and you use two-step sign-in, enter your password and ${factor} to sign in now.`;
  return (
    <div role="alert" className="grid gap-1 rounded-lg border border-danger-deep/60 bg-danger-deepest/30 p-3 text-sm text-danger-pale" data-testid="sign-in-locked">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden className="size-4 shrink-0" />
        {refusal.code === 'TOO_MANY_SECOND_FACTOR_ATTEMPTS' ? 'Too many wrong codes' : 'This account is locked'}
      </p>
      <p>{refusal.message}</p>
      {advice && <p>{advice}</p>}
    </div>
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
      <SecondFactorField idPrefix="signin" recoveryCode={useRecoveryCode} value={value} onChange={setValue} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-accent" checked={trustBrowser} onChange={(event) => setTrustBrowser(event.target.checked)} />
        Trust this browser for 30 days
      </label>
      <Button type="submit" size="lg" disabled={finish.isPending}>
        {finish.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <SecondFactorKindToggle
          recoveryCode={useRecoveryCode}
          onToggle={() => {
            setUseRecoveryCode(!useRecoveryCode);
            setValue('');
          }}
        />
        <button type="button" className="text-ink-muted underline-offset-4 hover:underline" onClick={onBack}>
          Back to password
        </button>
      </div>
    </form>
  );
}

/** The second factor as typed at sign-in: the authenticator app's 6-digit code, or one of the recovery codes. */
function SecondFactorField({ idPrefix, recoveryCode, value, onChange }: { idPrefix: string; recoveryCode: boolean; value: string; onChange: (value: string) => void }) {
  if (recoveryCode) {
    return <FormField id={`${idPrefix}-recovery-code`} label="Recovery code" autoComplete="off" required value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <FormField
      id={`${idPrefix}-code`}
      label="Authentication code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\s*\d{6}\s*"
      maxLength={8}
      required
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Switches SecondFactorField between the authenticator app's code and a recovery code. */
function SecondFactorKindToggle({ recoveryCode, onToggle }: { recoveryCode: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="text-accent-light underline-offset-4 hover:underline" onClick={onToggle}>
      {recoveryCode ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
    </button>
  );
}
