import { Award, Landmark } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { formatDollars } from '@/lib/money';
import { useBanking, useCuratorLevel, useSaveBanking } from '../api/account-settings';
import { bankingFormErrors, type BankingForm } from '../lib/banking-form';
import { SecuritySettings } from './security-settings';
import { useStepUpPrompt } from '@/features/auth';
import { AccountSecurityTab } from './account-security-tab';
import type { SettingsTab } from '../lib/settings-search';

/** The specification's settings dialog: Profile Settings (curator level) and Banking Details; `tab` is the one it opens on. */
export function AccountSettingsDialog({ open, onOpenChange, tab = 'profile' }: { open: boolean; onOpenChange: (open: boolean) => void; tab?: SettingsTab }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Your curator level, where your payouts go, your account and how you sign in.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={tab} className="mt-4">
          {/* Four tabs: two rows of two in a 390 px wide dialog, one row from sm; a long name wraps instead of running into the next. */}
          <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            <TabsTrigger className="px-1 whitespace-normal sm:px-3" value="profile">
              Profile Settings
            </TabsTrigger>
            <TabsTrigger className="px-1 whitespace-normal sm:px-3" value="banking">
              Banking Details
            </TabsTrigger>
            <TabsTrigger className="px-1 whitespace-normal sm:px-3" value="account">
              Account
            </TabsTrigger>
            <TabsTrigger className="px-1 whitespace-normal sm:px-3" value="security">
              Security
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <CuratorLevel />
          </TabsContent>
          <TabsContent value="banking">
            <BankingDetails />
          </TabsContent>
          <TabsContent value="account">
            <AccountSecurityTab />
          </TabsContent>
          <TabsContent value="security">
            <SecuritySettings />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function CuratorLevel() {
  const { data: level, isPending, isError } = useCuratorLevel();
  if (isPending) return <Spinner className="py-8" />;
  if (isError) return <p className="py-6 text-sm text-danger-light">Your curator level could not be loaded. Please try again.</p>;
  return (
    <div className="grid gap-4 py-4" data-testid="curator-level">
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid size-10 place-items-center rounded-full bg-accent/15 text-accent-light">
          <Award className="size-5" />
        </span>
        <div>
          <p className="text-sm text-ink-muted">Current level</p>
          <p className="font-semibold">{level.label}</p>
        </div>
        <p className="ml-auto text-sm text-ink-muted">{level.commissionRate}% commission</p>
      </div>
      <p className="text-sm text-ink-subtle">Total sales: {formatDollars(level.totalSalesGenerated)}</p>
      {level.nextLevel ? (
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span>Next level: {level.nextLevel.label}</span>
            <span className="text-ink-muted">{formatDollars(level.nextLevel.threshold)}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-surface-raised" role="progressbar" aria-label="Progress to the next level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level.progressPercent}>
            <div className="h-full rounded-full bg-accent" style={{ width: `${level.progressPercent}%` }} />
          </div>
          <p className="text-sm text-ink-muted">{formatDollars(level.nextLevel.remaining)} more in sales to reach {level.nextLevel.label}.</p>
        </div>
      ) : (
        <p className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-accent-pale">
          Congratulations! You've reached Platinum Curator, the highest level, and earn the top commission rate.
        </p>
      )}
    </div>
  );
}

const EMPTY_FORM: BankingForm = { accountHolderName: '', bankName: '', routingNumber: '', accountNumber: '', accountType: 'checking' };

function BankingDetails() {
  const saved = useBanking();
  const save = useSaveBanking();
  const stepUp = useStepUpPrompt();
  const [form, setForm] = useState<BankingForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof BankingForm, string>>>({});
  const set = (field: keyof BankingForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = bankingFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { ...form, accountHolderName: form.accountHolderName.trim(), bankName: form.bankName.trim(), routingNumber: form.routingNumber.trim(), accountNumber: form.accountNumber.trim() },
      {
        onSuccess: () => {
          setForm(EMPTY_FORM);
          toast({ title: 'Banking details saved!' });
        },
        onError: (error) => {
          if (stepUp.handle(error, () => submit())) return;
          toast({ title: 'Failed to save banking details', description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const summary = saved.data?.bankingDetails;
  return (
    <form className="grid gap-3 py-4" onSubmit={submit} noValidate>
      {summary && (
        <p className="flex items-center gap-2 rounded-lg border border-border bg-canvas/60 p-3 text-sm" data-testid="saved-banking">
          <Landmark aria-hidden className="size-4 text-accent-bright" />
          <span>
            {summary.bankName} · <span className="capitalize">{summary.accountType}</span> · ending in {summary.accountNumberLast4}
          </span>
        </p>
      )}
      <Field id="accountHolderName" label="Account Holder Name" error={errors.accountHolderName}>
        <Input id="accountHolderName" autoComplete="name" value={form.accountHolderName} onChange={(event) => set('accountHolderName')(event.target.value)} />
      </Field>
      <Field id="bankName" label="Bank Name" error={errors.bankName}>
        <Input id="bankName" value={form.bankName} onChange={(event) => set('bankName')(event.target.value)} />
      </Field>
      <Field id="routingNumber" label="Routing Number" error={errors.routingNumber}>
        <Input id="routingNumber" inputMode="numeric" placeholder="9 digits" maxLength={9} value={form.routingNumber} onChange={(event) => set('routingNumber')(event.target.value)} />
      </Field>
      <Field id="accountNumber" label="Account Number" error={errors.accountNumber}>
        <Input id="accountNumber" type="password" autoComplete="off" inputMode="numeric" maxLength={17} value={form.accountNumber} onChange={(event) => set('accountNumber')(event.target.value)} />
      </Field>
      <Field id="accountType" label="Account Type" error={errors.accountType}>
        <select
          id="accountType"
          className="h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink focus-visible:border-accent focus-visible:outline-none"
          value={form.accountType}
          onChange={(event) => set('accountType')(event.target.value)}
        >
          <option value="checking">Checking</option>
          <option value="savings">Savings</option>
        </select>
      </Field>
      <p className="text-xs text-ink-muted">Stored encrypted. We only ever show the bank, the account type and the last 4 digits.</p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : summary ? 'Update Banking Details' : 'Save Banking Details'}
      </Button>
      {stepUp.prompt}
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p className="text-xs text-danger-light" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
