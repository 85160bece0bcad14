import { ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useVerifyAge } from '@/features/auth';
import { BRAND_NAME, MINIMUM_AGE } from '@/lib/brand';
import { rememberAgeVerifiedOnThisDevice } from '../age-verification-storage';

const UNDER_AGE_MESSAGE = `You must be ${MINIMUM_AGE} or older to access this site.`;

/**
 * The age question, as the browser's own modal `<dialog>`: the browser makes the page behind it inert,
 * keeps focus inside and draws the backdrop. The shop's other dialogs use Radix; this one opens by
 * itself on every new visitor's first page, where Radix's focus trap, scroll lock and portal cost about
 * 30 ms of script when it opened (×4 on Lighthouse's phone: blocking time on every page; docs/decisions/frontend-structure.md).
 */
export function AgeGateDialog({ open, close }: { open: boolean; close: () => void }) {
  const { user } = useCurrentUser();
  const verifyAge = useVerifyAge();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Before the browser paints: the dialog never shows as a non-modal box first. Closing needs nothing:
  // the dialog is rendered only while open, and a removed dialog is closed.
  useLayoutEffect(() => {
    if (open && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [open]);

  const confirm = async () => {
    try {
      if (user) await verifyAge.mutateAsync();
      rememberAgeVerifiedOnThisDevice();
      close();
    } catch (error) {
      toast({ title: 'Age verification failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-description"
      // The gate has to be answered: Escape does not close it (an outside click never closes a <dialog>).
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-surface p-6 text-ink shadow-2xl shadow-scrim/50 backdrop:bg-scrim/80"
    >
      <div className="mb-4 flex flex-col items-center gap-2 text-center">
        <span aria-hidden className="grid size-14 place-items-center rounded-full bg-accent/10 text-accent-bright">
          <ShieldCheck className="size-7" />
        </span>
        <h2 id="age-gate-title" className="font-display text-2xl font-semibold tracking-tight">
          Are you {MINIMUM_AGE} or older?
        </h2>
        <p id="age-gate-description" className="text-sm text-ink-muted">
          {BRAND_NAME} sells alcoholic beverages. You must be of legal drinking age ({MINIMUM_AGE}+) to browse and buy.
          Please drink responsibly.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={() => window.alert(UNDER_AGE_MESSAGE)}>
          I am under {MINIMUM_AGE}
        </Button>
        <Button onClick={confirm} disabled={verifyAge.isPending}>
          I am {MINIMUM_AGE} or older
        </Button>
      </div>
    </dialog>
  );
}
