import { readStorage, writeStorage } from '@/lib/storage';

const AGE_VERIFIED_KEY = 'ageVerified';

export function isAgeVerifiedOnThisDevice(): boolean {
  return readStorage(AGE_VERIFIED_KEY) === 'true';
}

export function rememberAgeVerifiedOnThisDevice(): void {
  writeStorage(AGE_VERIFIED_KEY, 'true');
}
