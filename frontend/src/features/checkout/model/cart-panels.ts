import { useSyncExternalStore } from 'react';

/**
 * Which cart panel is open: the drawer, or the checkout dialog for the whole cart that
 * 'Proceed to Checkout' opens in its place. Kept outside React so the header's cart button, the
 * drawer and the dialog (mounted once in the app shell) share it without a provider.
 */
type CartPanel = 'none' | 'drawer' | 'checkout';

let openPanel: CartPanel = 'none';
const listeners = new Set<() => void>();

function show(panel: CartPanel): void {
  if (panel === openPanel) return;
  openPanel = panel;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useOpenPanel(): CartPanel {
  return useSyncExternalStore(subscribe, () => openPanel, () => 'none');
}

export function useCartDrawer(): { open: boolean; setOpen: (open: boolean) => void } {
  const open = useOpenPanel() === 'drawer';
  return { open, setOpen: (next) => show(next ? 'drawer' : 'none') };
}

export function useCartCheckout(): { open: boolean; setOpen: (open: boolean) => void } {
  const open = useOpenPanel() === 'checkout';
  return { open, setOpen: (next) => show(next ? 'checkout' : 'none') };
}

/** 'Proceed to Checkout': the drawer gives way to the checkout dialog. */
export function proceedToCartCheckout(): void {
  show('checkout');
}
