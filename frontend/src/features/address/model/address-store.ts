import { readStorage, writeStorage } from '@/lib/storage';

/** The shopper's delivery address, kept on this device only. */
export interface DeliveryAddress {
  street: string;
  city: string;
  /** Two upper-case letters, e.g. CA. */
  state: string;
  zip: string;
  /** "street, city, state zip", as the seed joins it. */
  formatted: string;
}

export const ADDRESS_STORAGE_KEY = 'rounds-address';
export const STATE_MAX_LENGTH = 2;
export const ZIP_MAX_LENGTH = 10;

export interface AddressInput {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** The specification's rule: the form is complete once all four fields hold something besides spaces. */
export function isAddressComplete(input: AddressInput): boolean {
  return [input.street, input.city, input.state, input.zip].every((value) => value.trim().length > 0);
}

export function toDeliveryAddress(input: AddressInput): DeliveryAddress {
  const street = input.street.trim();
  const city = input.city.trim();
  const state = input.state.trim().toUpperCase().slice(0, STATE_MAX_LENGTH);
  const zip = input.zip.trim().slice(0, ZIP_MAX_LENGTH);
  return { street, city, state, zip, formatted: `${street}, ${city}, ${state} ${zip}` };
}

/** Reads what an earlier visit saved; anything unreadable counts as "no address" rather than breaking the page. */
function parseStoredAddress(raw: string | null): DeliveryAddress | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { street, city, state, zip } = value as Record<string, unknown>;
    if (typeof street !== 'string' || typeof city !== 'string' || typeof state !== 'string' || typeof zip !== 'string') {
      return null;
    }
    const input = { street, city, state, zip };
    return isAddressComplete(input) ? toDeliveryAddress(input) : null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedAddress: DeliveryAddress | null = null;

/** The saved address; the same object is returned until storage changes, as useSyncExternalStore needs. */
export function getDeliveryAddress(): DeliveryAddress | null {
  const raw = readStorage(ADDRESS_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedAddress = parseStoredAddress(raw);
  }
  return cachedAddress;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function saveDeliveryAddress(input: AddressInput): DeliveryAddress {
  const address = toDeliveryAddress(input);
  writeStorage(ADDRESS_STORAGE_KEY, JSON.stringify(address));
  notify();
  return address;
}

export function clearDeliveryAddress(): void {
  try {
    window.localStorage.removeItem(ADDRESS_STORAGE_KEY);
  } catch {
    // Storage may be disabled; there is nothing saved to remove then.
  }
  notify();
}

export function subscribeToDeliveryAddress(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab choosing an address updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADDRESS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
