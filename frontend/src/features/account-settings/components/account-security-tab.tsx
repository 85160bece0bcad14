import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { useChangeEmail, useChangePassword, useNotificationPreferences, useResendVerification, useSaveNotificationPreferences } from '../api/account-settings';

/** The Account tab: the e-mail address and its confirmation, the password, and which optional mail arrives. */
export function AccountSecurityTab() {
  return (
    <div className="grid gap-6 py-4">
      <EmailAddress />
      <ChangePassword />
      <MailPreferences />
    </div>
  );
}

function EmailAddress() {
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const change = useChangeEmail();
  const resend = useResendVerification();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { email: email.trim(), currentPassword },
      {
        onSuccess: () => {
          toast({ title: 'Check your new address', description: `We sent a confirmation link to ${email.trim()}. The change takes effect once you open it.` });
          setEmail('');
          setCurrentPassword('');
        },
        onError: (error) => toast({ title: 'Address not changed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <section className="grid gap-3" aria-labelledby="settings-email">
      <h3 id="settings-email" className="font-semibold">
        E-mail address
      </h3>
      <p className="text-sm text-ink-muted">
        {user?.email ? (
          <>
            {user.email} · {user.emailVerified ? <span className="text-success-light">confirmed</span> : <span className="text-accent-light">not confirmed yet</span>}
          </>
        ) : (
          'No address yet.'
        )}
      </p>
      {user?.email && !user.emailVerified && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast({ title: 'Link sent', description: 'Open the link in the mail to confirm your address.' }),
              onError: (error) => toast({ title: 'No link sent', description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          Send a new link
        </Button>
      )}
      <form onSubmit={submit} className="grid gap-2" aria-label="Change your e-mail address">
        <Label htmlFor="settings-new-email">New address</Label>
        <Input id="settings-new-email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <Label htmlFor="settings-email-password">Current password</Label>
        <Input id="settings-email-password" type="password" autoComplete="current-password" required value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
        <Button type="submit" size="sm" className="justify-self-start" disabled={change.isPending}>
          Change address
        </Button>
      </form>
    </section>
  );
}

function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Every other device was signed out.' });
          setCurrentPassword('');
          setNewPassword('');
        },
        onError: (error) => toast({ title: 'Password not changed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <section className="grid gap-2" aria-labelledby="settings-password">
      <h3 id="settings-password" className="font-semibold">
        Password
      </h3>
      <form onSubmit={submit} className="grid gap-2" aria-label="Change your password">
        <Label htmlFor="settings-current-password">Current password</Label>
        <Input id="settings-current-password" type="password" autoComplete="current-password" required value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
        <Label htmlFor="settings-new-password">New password (at least 8 characters)</Label>
        <Input id="settings-new-password" type="password" autoComplete="new-password" required minLength={8} value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
        <Button type="submit" size="sm" className="justify-self-start" disabled={change.isPending}>
          Change password
        </Button>
      </form>
    </section>
  );
}

const MAIL_KINDS = [
  { key: 'giftOffers', label: 'Gift offers', hint: 'Offers from brands, and answers to yours' },
  { key: 'commissions', label: 'Commissions', hint: 'When commission becomes payable' },
  { key: 'imports', label: 'Imports', hint: 'When an import you started finishes or fails' },
] as const;

function MailPreferences() {
  const { data, isPending, isError } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (isPending) return <Spinner className="py-4" />;
  if (isError) return <p className="text-sm text-danger-light">Your mail settings could not be loaded.</p>;
  // While a change is being saved the box shows it; the answer (or a failure, which puts the saved value back) follows.
  const shown = (key: (typeof MAIL_KINDS)[number]['key']) => (save.isPending && save.variables?.[key] !== undefined ? Boolean(save.variables[key]) : data[key]);
  return (
    <section className="grid gap-2" aria-labelledby="settings-mail">
      <h3 id="settings-mail" className="font-semibold">
        Notifications by e-mail
      </h3>
      <p className="text-sm text-ink-muted">Order, shipping, payout and account mail always arrive.</p>
      {MAIL_KINDS.map((kind) => (
        <label key={kind.key} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-accent"
            checked={shown(kind.key)}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate({ [kind.key]: event.target.checked }, { onError: (error) => toast({ title: 'Mail settings not saved', description: errorMessage(error), variant: 'destructive' }) })
            }
          />
          <span>
            <span className="font-medium">{kind.label}</span>
            <span className="block text-ink-muted">{kind.hint}</span>
          </span>
        </label>
      ))}
    </section>
  );
}
