import { readStorage, writeStorage } from '@/lib/storage';

const AGE_VERIFIED_KEY = 'ageVerified';
/** Fired on window when this device records the age check, so overlays waiting for it can appear. */
export const AGE_VERIFIED_EVENT = 'rounds:age-verified';

export function isAgeVerifiedOnThisDevice(): boolean {
  return readStorage(AGE_VERIFIED_KEY) === 'true';
}

export function rememberAgeVerifiedOnThisDevice(): void {
  writeStorage(AGE_VERIFIED_KEY, 'true');
  window.dispatchEvent(new Event(AGE_VERIFIED_EVENT));
}
