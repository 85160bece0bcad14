import { lazyOverlay } from '@/lib/lazy-overlay';
import { useAgeGate } from '../use-age-gate';

// The dialog's code loads only for a visitor the gate opens for.
const AgeGateDialog = lazyOverlay(() => import('./age-gate-dialog').then((module) => module.AgeGateDialog));

/** Mounted once in the app shell: asks a visitor's age when this device has not answered yet. */
export function AgeGate() {
  const { open, close } = useAgeGate();
  return <AgeGateDialog open={open} close={close} />;
}
