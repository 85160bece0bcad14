import { availabilityInState, StateAvailability } from '../../domain/delivery-area';
import type { ProductView } from '../catalog-views';

/** A product as listed, plus what the shopper's state allows when an address was given. */
export type ListedProduct = ProductView & { availability: StateAvailability | null };

export function withAvailability(product: ProductView, state: string | undefined): ListedProduct {
  return { ...product, availability: state === undefined ? null : availabilityInState(product, state) };
}
