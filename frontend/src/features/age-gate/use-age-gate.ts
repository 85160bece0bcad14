import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { isAgeVerifiedOnThisDevice } from './age-verification-storage';

export const AGE_GATE_DELAY_MS = 1000;

/**
 * Opens the gate once per page load, 1 s after load, when this device has no `ageVerified` flag
 * and the visitor is signed out or not yet verified. The decision waits for the session so a
 * verified user on a slow connection is not asked again.
 *
 * The second counts from the start of the page load (`performance.now()`), not from when the app's
 * code got to run: on a slow phone that second has often passed already, and waiting another one
 * would only leave the visitor looking at a page they cannot use yet.
 */
export function useAgeGate(): { open: boolean; close: () => void } {
  const { user, isLoading } = useCurrentUser();
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setDelayElapsed(true), ageGateDelayLeft(performance.now()));
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (decided.current || !delayElapsed || isLoading) return;
    decided.current = true;
    if (!isAgeVerifiedOnThisDevice() && !user?.ageVerified) setOpen(true);
  }, [delayElapsed, isLoading, user]);

  return { open, close: () => setOpen(false) };
}

/** What is left of the gate's one-second wait, `sinceLoadMs` after the page began loading. */
export function ageGateDelayLeft(sinceLoadMs: number): number {
  return Math.max(0, AGE_GATE_DELAY_MS - sinceLoadMs);
}
