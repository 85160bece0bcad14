import { useSyncExternalStore } from 'react';
import { getDeliveryAddress, subscribeToDeliveryAddress, type DeliveryAddress } from './address-store';

/** The chosen delivery address, or null; re-renders when it is set or cleared (in any tab). */
export function useDeliveryAddress(): DeliveryAddress | null {
  return useSyncExternalStore(subscribeToDeliveryAddress, getDeliveryAddress, () => null);
}

/** The two-letter state the catalog should be filtered for, or undefined without an address. */
export function useDeliveryState(): string | undefined {
  return useDeliveryAddress()?.state;
}
