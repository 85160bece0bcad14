import type { QueryBus } from '@nestjs/cqrs';
import { availabilityInState, GetStateRulesQuery, type RuleSnapshot, type StateAvailability } from '../../../compliance';
import type { ProductView } from '../catalog-views';

/** A product as listed, plus what the shopper's state allows when an address was given. */
export type ListedProduct = ProductView & { availability: StateAvailability | null };

/** The rules in force for the shopper's state (compliance's), or undefined without an address; INVALID_STATE for a malformed code. */
export async function shopperRules(queryBus: QueryBus, state: string | undefined): Promise<RuleSnapshot | undefined> {
  return state === undefined ? undefined : queryBus.execute(new GetStateRulesQuery(state));
}

export function withAvailability(product: ProductView, rules: RuleSnapshot | undefined): ListedProduct {
  return { ...product, availability: rules === undefined ? null : availabilityInState(product, rules) };
}
