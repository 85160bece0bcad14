import { useEffect } from 'react';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { isAgeVerifiedOnThisDevice } from '../age-verification-storage';
import { useAgeGate } from '../use-age-gate';

const loadDialog = () => import('./age-gate-dialog').then((module) => module.AgeGateDialog);
// The dialog's code loads only for a visitor the gate may open for.
const AgeGateDialog = lazyOverlay(loadDialog);

/** Mounted once in the app shell: asks a visitor's age when this device has not answered yet. */
export function AgeGate() {
  const { open, close } = useAgeGate();
  useEffect(() => {
    // Fetched during the gate's one-second wait, so it opens on time.
    if (!isAgeVerifiedOnThisDevice()) void loadDialog();
  }, []);
  return <AgeGateDialog open={open} close={close} />;
}
