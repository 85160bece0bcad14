import { lazyOverlay } from '@/lib/lazy-overlay';

/** The address dialog, whose code (and the dialog library) loads the first time it opens. */
export const DeliveryAddressDialog = lazyOverlay(() =>
  import('./delivery-address-dialog').then((module) => module.DeliveryAddressDialog),
);
