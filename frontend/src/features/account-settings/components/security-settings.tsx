import { KeyRound, Monitor, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { TotpSetupDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/date-format';
import { useSecondFactorStatus, useStepUpPrompt } from '@/features/auth';
import { useDisableTotp, useEnableTotp, useEndOtherSessions, useEndSession, useSessions, useStartTotpSetup } from '../api/security';
import { pluralize } from '@/lib/text';

/** Settings' Security tab: two-step sign-in with an authenticator app, and where the account is signed in. */
export function SecuritySettings() {
  return (
    <div className="grid gap-6 py-4">
      <TwoStepSignIn />
      <Sessions />
    </div>
  );
}

function TwoStepSignIn() {
  const status = useSecondFactorStatus();
  const disable = useDisableTotp();
  const stepUp = useStepUpPrompt();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const turnOff = () =>
    disable.mutate(undefined, {
      onSuccess: () => toast({ title: 'Two-step sign-in is off' }),
      onError: (error) => {
        if (!stepUp.handle(error, turnOff)) toast({ title: 'Could not turn it off', description: errorMessage(error), variant: 'destructive' });
      },
    });

  if (status.isPending) return <Spinner className="py-6" />;
  if (status.isError) return <p className="text-sm text-danger-light">Your two-step sign-in settings could not be loaded. Please try again.</p>;
  return (
    <section className="grid gap-3" aria-labelledby="two-step-heading" data-testid="two-step-sign-in">
      <h3 id="two-step-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden className="size-4 text-accent-bright" /> Two-step sign-in
      </h3>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.data.totpEnabled ? (
        <div className="grid gap-3">
          <p className="text-sm">
            On: sign-in asks for a code from your authenticator app. {pluralize(status.data.recoveryCodesLeft, 'recovery code')} left.
          </p>
          <Button variant="outline" onClick={turnOff} disabled={disable.isPending}>
            Turn off two-step sign-in
          </Button>
        </div>
      ) : (
        <>
          {status.data.required && (
            <p role="alert" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-accent-pale">
              Your account needs two-step sign-in: set it up to reach the rest of the back-office.
            </p>
          )}
          <TotpEnrolment onEnabled={setRecoveryCodes} />
        </>
      )}
      {stepUp.prompt}
    </section>
  );
}

function TotpEnrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartTotpSetup();
  const enable = useEnableTotp();
  const [setup, setSetup] = useState<TotpSetupDto | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (!setup) return;
    let current = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(setup.otpauthUrl, { margin: 1, width: 176 })).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [setup]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.replace(/\s/g, ''), {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (error) => toast({ title: 'Code not accepted', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  if (!setup) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink-muted">Protect your account with a code from an authenticator app (such as Google Authenticator, 1Password or Authy) after your password.</p>
        <Button onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: (error) => toast({ title: 'Could not start', description: errorMessage(error), variant: 'destructive' }) })} disabled={start.isPending}>
          Set up authenticator app
        </Button>
      </div>
    );
  }
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <p className="text-sm text-ink-muted">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-44 place-items-center rounded-lg bg-ink-bright p-1">{qr ? <img src={qr} alt="QR code for your authenticator app" className="size-full" /> : <Spinner />}</div>
        <div className="grid min-w-0 flex-1 gap-1 text-sm">
          <span className="text-ink-muted">Can't scan it? Enter this key:</span>
          <code className="font-mono text-xs break-all" data-testid="totp-secret">
            {setup.secret}
          </code>
        </div>
      </div>
      <Label htmlFor="totp-code">Code from the app</Label>
      <Input id="totp-code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required value={code} onChange={(event) => setCode(event.target.value)} />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Checking…' : 'Turn on two-step sign-in'}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3" data-testid="recovery-codes">
      <p className="flex items-start gap-2 text-sm">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-bright" />
        Two-step sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if your phone is not at hand. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-canvas/60 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I saved them</Button>
    </div>
  );
}

function Sessions() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failed = (error: unknown) => toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });

  return (
    <section className="grid gap-3" aria-labelledby="sessions-heading" data-testid="sessions">
      <h3 id="sessions-heading" className="flex items-center gap-2 font-semibold">
        <Monitor aria-hidden className="size-4 text-accent-bright" /> Where you're signed in
      </h3>
      {sessions.isPending ? (
        <Spinner className="py-4" />
      ) : sessions.isError ? (
        <p className="text-sm text-danger-light">Your sessions could not be loaded. Please try again.</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center gap-3 rounded-lg border border-border bg-canvas/60 p-3 text-sm">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">
                    {session.device}
                    {session.current && <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent-light">This browser</span>}
                  </span>
                  <span className="text-xs text-ink-muted">
                    Signed in {formatShortDate(session.createdAt)} · last active {formatShortDate(session.lastSeenAt)}
                  </span>
                </div>
                {!session.current && (
                  <Button variant="outline" size="sm" disabled={endOne.isPending} onClick={() => endOne.mutate(session.id, { onError: failed })}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {sessions.data.length > 1 && (
            <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined, { onSuccess: () => toast({ title: 'Signed out everywhere else' }), onError: failed })}>
              Sign out everywhere else
            </Button>
          )}
        </>
      )}
    </section>
  );
}
