import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { AGE_VERIFIED_EVENT, isAgeVerifiedOnThisDevice } from './age-verification-storage';

/**
 * True once the visitor has passed the age gate (on this device, or as a verified signed-in user):
 * other overlays (the early-access popup) wait for it, so the age gate always comes first.
 */
export function useAgeConfirmed(): boolean {
  const { user } = useCurrentUser();
  const [onDevice, setOnDevice] = useState(isAgeVerifiedOnThisDevice);
  useEffect(() => {
    const update = () => setOnDevice(isAgeVerifiedOnThisDevice());
    window.addEventListener(AGE_VERIFIED_EVENT, update);
    return () => window.removeEventListener(AGE_VERIFIED_EVENT, update);
  }, []);
  return onDevice || user?.ageVerified === true;
}
