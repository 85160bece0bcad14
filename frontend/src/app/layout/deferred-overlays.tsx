import { AgeGate, useAgeConfirmed } from '@/features/age-gate';
import { EarlyAccessDialog } from '@/features/early-access';

/**
 * The overlays that open on their own after the page has rendered: the age gate (a second after load
 * at the earliest) and the early-access popup (only once the age gate is passed). One lazy chunk for
 * both keeps their code out of the initial JS of every page.
 */
export function DeferredOverlays() {
  const ageConfirmed = useAgeConfirmed();
  return (
    <>
      <AgeGate />
      <EarlyAccessDialog ageConfirmed={ageConfirmed} />
    </>
  );
}
