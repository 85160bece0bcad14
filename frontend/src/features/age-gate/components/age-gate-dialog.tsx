import { ShieldCheck } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useVerifyAge } from '@/features/auth';
import { BRAND_NAME, MINIMUM_AGE } from '@/lib/brand';
import { rememberAgeVerifiedOnThisDevice } from '../age-verification-storage';

const UNDER_AGE_MESSAGE = `You must be ${MINIMUM_AGE} or older to access this site.`;

export function AgeGateDialog({ open, close }: { open: boolean; close: () => void }) {
  const { user } = useCurrentUser();
  const verifyAge = useVerifyAge();

  const confirm = async () => {
    try {
      if (user) await verifyAge.mutateAsync();
      rememberAgeVerifiedOnThisDevice();
      close();
    } catch (error) {
      toast({ title: 'Age verification failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        // The gate has to be answered: it cannot be dismissed with Escape or an outside click.
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="items-center text-center sm:text-center">
          <span aria-hidden className="grid size-14 place-items-center rounded-full bg-amber-500/10 text-amber-400">
            <ShieldCheck className="size-7" />
          </span>
          <DialogTitle className="font-display text-2xl">Are you {MINIMUM_AGE} or older?</DialogTitle>
          <DialogDescription>
            {BRAND_NAME} sells alcoholic beverages. You must be of legal drinking age ({MINIMUM_AGE}+) to browse and buy.
            Please drink responsibly.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={() => window.alert(UNDER_AGE_MESSAGE)}>
            I am under {MINIMUM_AGE}
          </Button>
          <Button onClick={confirm} disabled={verifyAge.isPending}>
            I am {MINIMUM_AGE} or older
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
