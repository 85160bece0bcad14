import { useSyncExternalStore } from 'react';
import type { ProductCheckoutPurchase } from '../api/checkout-types';

/**
 * The single-product checkout the product page asked for, if any. The dialog itself is mounted
 * once in the app shell ({@link CheckoutHost}), so a page only has to say what to buy.
 */
let requested: ProductCheckoutPurchase | null = null;
const listeners = new Set<() => void>();

function set(next: ProductCheckoutPurchase | null): void {
  requested = next;
  listeners.forEach((listener) => listener());
}

export function openProductCheckout(purchase: ProductCheckoutPurchase): void {
  set(purchase);
}

export function closeProductCheckout(): void {
  if (requested) set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRequestedProductCheckout(): ProductCheckoutPurchase | null {
  return useSyncExternalStore(subscribe, () => requested, () => null);
}
