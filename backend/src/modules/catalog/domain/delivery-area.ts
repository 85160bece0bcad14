import { DomainError } from '../../../shared/domain/domain-error';
import type { FulfillmentType } from './fulfillment-type';

/**
 * Where a product can be bought. The catalog uses
 * {@link availabilityInState} to annotate products for a chosen address; cart and checkout use
 * {@link assertCanFulfilToState} so that the same rules refuse an order the page said was impossible.
 */

/** Same-day delivery is run by local partners in these states only. */
export const SAME_DAY_DELIVERY_STATES = ['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO'] as const;

/** Alcohol cannot be sold to these states by any fulfillment. */
export const ALCOHOL_RESTRICTED_STATES = ['UT', 'MS', 'AL'] as const;

/**
 * USPS codes of the 50 states, DC and the inhabited territories. The seed only asks for two
 * letters; knowing the real codes lets checkout refuse 'ZZ' instead of shipping to nowhere.
 * Military codes (AA, AE, AP) are left out on purpose: alcohol is not shipped to APO/FPO addresses.
 */
export const US_STATE_CODES: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'PR', 'VI', 'GU', 'AS', 'MP',
]);

const sameDayDeliveryStates: ReadonlySet<string> = new Set(SAME_DAY_DELIVERY_STATES);
const alcoholRestrictedStates: ReadonlySet<string> = new Set(ALCOHOL_RESTRICTED_STATES);

/** The product fields the address rules need; `name` only makes messages friendlier. */
export interface ProductFulfillmentProfile {
  readonly name?: string;
  readonly available: boolean;
  readonly deliveryAvailable: boolean;
  readonly shippingAvailable: boolean;
  /** Upper-case state codes the product may be shipped to; null or empty means everywhere allowed. */
  readonly markets: readonly string[] | null;
}

/** How a product can be bought anywhere, as the back office shows it. */
export const PRODUCT_AVAILABILITIES = ['available', 'ship_only', 'delivery_only', 'out_of_stock'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/**
 * Available (both ways), Ship only, Delivery only, or Out of stock (not for sale, or neither way offered).
 * A ship-only product is for sale even though `deliveryAvailable` is false.
 */
export function productAvailability(product: Pick<ProductFulfillmentProfile, 'available' | 'deliveryAvailable' | 'shippingAvailable'>): ProductAvailability {
  if (!product.available) return 'out_of_stock';
  if (product.deliveryAvailable && product.shippingAvailable) return 'available';
  if (product.shippingAvailable) return 'ship_only';
  if (product.deliveryAvailable) return 'delivery_only';
  return 'out_of_stock';
}

export interface StateAvailability {
  /** The normalised (upper-case) state code. */
  readonly state: string;
  /** The product can be bought for this state by at least one fulfillment type. */
  readonly availableInState: boolean;
  /** Same-day delivery of this product reaches the state. */
  readonly deliveryInState: boolean;
  /** This product can be shipped to the state (its markets, when set, include it). */
  readonly shippingInState: boolean;
  /** Alcohol cannot be sold to the state at all. */
  readonly restricted: boolean;
  /** Why the product cannot be bought there; present exactly when `availableInState` is false. */
  readonly reason?: string;
}

/** Every refusal of the guard below; `code` is stable for the frontend and logs. */
export type DeliveryAreaErrorCode =
  | 'INVALID_STATE'
  | 'UNKNOWN_STATE'
  | 'STATE_ALCOHOL_RESTRICTED'
  | 'PRODUCT_UNAVAILABLE'
  | 'FULFILLMENT_TYPE_UNAVAILABLE'
  | 'DELIVERY_STATE_NOT_SERVED'
  | 'SHIPPING_STATE_NOT_IN_MARKETS';

export class DeliveryAreaError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly code: DeliveryAreaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Trims and upper-cases a state; throws INVALID_STATE unless exactly two letters remain. */
export function normaliseStateCode(input: string): string {
  const state = tryNormaliseStateCode(input);
  if (state === null) {
    throw new DeliveryAreaError(
      'INVALID_STATE',
      `State must be a two-letter code such as CA; got '${String(input).trim()}'.`,
    );
  }
  return state;
}

/** Like {@link normaliseStateCode} but answers null, for callers that only want to test input. */
export function tryNormaliseStateCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const state = input.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(state) ? state : null;
}

export function isSameDayDeliveryState(state: string): boolean {
  return sameDayDeliveryStates.has(state.trim().toUpperCase());
}

export function isAlcoholRestrictedState(state: string): boolean {
  return alcoholRestrictedStates.has(state.trim().toUpperCase());
}

export function isKnownUsState(state: string): boolean {
  return US_STATE_CODES.has(state.trim().toUpperCase());
}

/** Whether the product's markets (when set) include the state; markets are compared upper-case. */
export function marketsInclude(markets: readonly string[] | null, state: string): boolean {
  const listed = normalisedMarkets(markets);
  return listed.length === 0 || listed.includes(state.trim().toUpperCase());
}

/**
 * What a shopper with an address in `state` can do with the product. Throws INVALID_STATE for input
 * that is not two letters (the caller validates its query first; this is the last line).
 */
export function availabilityInState(product: ProductFulfillmentProfile, stateInput: string): StateAvailability {
  const state = normaliseStateCode(stateInput);
  const restricted = alcoholRestrictedStates.has(state);
  const sellable = product.available && !restricted && US_STATE_CODES.has(state);
  const deliveryInState = sellable && product.deliveryAvailable && sameDayDeliveryStates.has(state);
  const shippingInState = sellable && product.shippingAvailable && marketsInclude(product.markets, state);
  const availableInState = deliveryInState || shippingInState;
  const availability: StateAvailability = { state, availableInState, deliveryInState, shippingInState, restricted };
  return availableInState ? availability : { ...availability, reason: unavailabilityReason(product, state) };
}

/**
 * The checkout guard: returns the normalised state when `product` can be sent to `stateInput` by
 * `fulfillmentType`, otherwise throws a {@link DeliveryAreaError} whose message says what to change.
 * Checks run from the address outwards so the shopper learns first about what affects every item.
 */
export function assertCanFulfilToState(
  product: ProductFulfillmentProfile,
  fulfillmentType: FulfillmentType,
  stateInput: string,
): string {
  const state = normaliseStateCode(stateInput);
  if (!US_STATE_CODES.has(state)) {
    throw new DeliveryAreaError('UNKNOWN_STATE', `'${state}' is not a US state code. Enter the two-letter code of your state, such as CA.`);
  }
  if (alcoholRestrictedStates.has(state)) {
    throw new DeliveryAreaError(
      'STATE_ALCOHOL_RESTRICTED',
      `Alcohol cannot be sold to ${state}. Please use an address in another state.`,
    );
  }
  const productName = displayName(product);
  if (!product.available) {
    throw new DeliveryAreaError('PRODUCT_UNAVAILABLE', `${productName} is currently unavailable. Please remove it from your order.`);
  }
  if (!offers(product, fulfillmentType)) {
    const other: FulfillmentType = fulfillmentType === 'delivery' ? 'shipping' : 'delivery';
    const alternative = offers(product, other) ? ` Please choose ${other} instead.` : '';
    throw new DeliveryAreaError(
      'FULFILLMENT_TYPE_UNAVAILABLE',
      `${productName} is not available for ${fulfillmentType}.${alternative}`,
    );
  }
  if (fulfillmentType === 'delivery' && !sameDayDeliveryStates.has(state)) {
    const alternative = product.shippingAvailable ? 'Choose shipping or an address' : 'Choose an address';
    throw new DeliveryAreaError(
      'DELIVERY_STATE_NOT_SERVED',
      `Same-day delivery does not reach ${state}; it is available in ${listStates(SAME_DAY_DELIVERY_STATES)}. ${alternative} in one of those states.`,
    );
  }
  if (fulfillmentType === 'shipping' && !marketsInclude(product.markets, state)) {
    throw new DeliveryAreaError(
      'SHIPPING_STATE_NOT_IN_MARKETS',
      `${productName} cannot be shipped to ${state}; it ships only to ${listStates(normalisedMarkets(product.markets))}. Please use an address in one of those states or remove it from your order.`,
    );
  }
  return state;
}

function offers(product: ProductFulfillmentProfile, fulfillmentType: FulfillmentType): boolean {
  return fulfillmentType === 'delivery' ? product.deliveryAvailable : product.shippingAvailable;
}

function unavailabilityReason(product: ProductFulfillmentProfile, state: string): string {
  if (alcoholRestrictedStates.has(state)) return `Alcohol cannot be sold to ${state}`;
  if (!US_STATE_CODES.has(state)) return `${state} is not a US state code`;
  if (!product.available) return `${displayName(product)} is currently unavailable`;
  if (!product.deliveryAvailable && !product.shippingAvailable) {
    return `${displayName(product)} is offered neither for delivery nor for shipping`;
  }
  // Both fulfillment types were tried and failed for the address; say why for each one offered.
  const parts: string[] = [];
  if (product.deliveryAvailable) parts.push(`same-day delivery does not reach ${state}`);
  if (product.shippingAvailable) parts.push(`it ships only to ${listStates(normalisedMarkets(product.markets))}`);
  return capitalise(parts.join(' and '));
}

function normalisedMarkets(markets: readonly string[] | null): string[] {
  return (markets ?? []).map((market) => market.trim().toUpperCase()).filter((market) => market.length > 0);
}

function listStates(states: readonly string[]): string {
  if (states.length <= 1) return states.join('');
  return `${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}`;
}

function displayName(product: ProductFulfillmentProfile): string {
  return product.name?.trim() || 'This product';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
