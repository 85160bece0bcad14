// Linted as src/features/catalog/components/fixture.tsx: reaches into the checkout feature's internals.
import { openProductCheckout } from '@/features/checkout/model/product-checkout-store';

export const fixture = openProductCheckout;
