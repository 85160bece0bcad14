import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, isApiError } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSecondFactorStatus, useStepUp } from '../api/step-up';

/**
 * Changes that move money answer 403 STEP_UP_REQUIRED without a confirmation in the last 5 minutes. `handle`
 * takes such an error and the call to repeat, opens the prompt (a code, or the password for an account
 * without an authenticator app), and repeats the call once confirmed. Render `prompt` once.
 */
export function useStepUpPrompt(): { handle: (error: unknown, retry: () => void) => boolean; prompt: ReactNode } {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const handle = (error: unknown, again: () => void) => {
    if (!isApiError(error, 403) || error.code !== 'STEP_UP_REQUIRED') return false;
    setRetry(() => again);
    return true;
  };
  const prompt = (
    <StepUpDialog
      open={retry !== null}
      onConfirmed={() => {
        const again = retry;
        setRetry(null);
        again?.();
      }}
      onCancel={() => setRetry(null)}
    />
  );
  return { handle, prompt };
}

function StepUpDialog({ open, onConfirmed, onCancel }: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  const status = useSecondFactorStatus();
  const stepUp = useStepUp();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withCode = status.data?.totpEnabled ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    stepUp.mutate(withCode ? { code: value.replace(/\s/g, '') } : { password: value }, {
      onSuccess: () => {
        setValue('');
        onConfirmed();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it's you</DialogTitle>
          <DialogDescription>
            {withCode ? 'Enter the 6-digit code from your authenticator app to continue.' : 'Enter your password to continue.'} You won't be asked again for 5 minutes.
          </DialogDescription>
        </DialogHeader>
        <form className="mt-4 grid gap-3" onSubmit={submit}>
          <Label htmlFor="step-up-answer">{withCode ? 'Authentication code' : 'Password'}</Label>
          <Input
            id="step-up-answer"
            type={withCode ? 'text' : 'password'}
            inputMode={withCode ? 'numeric' : undefined}
            autoComplete={withCode ? 'one-time-code' : 'current-password'}
            autoFocus
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-danger-light">
              {error}
            </p>
          )}
          <Button type="submit" disabled={stepUp.isPending || status.isPending}>
            {stepUp.isPending ? 'Checking…' : 'Confirm'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
