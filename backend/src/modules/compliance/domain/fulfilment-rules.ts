import { DomainError } from '../../../shared/domain/domain-error';
import {
  type AlcoholKind,
  alcoholKindOf,
  FIRST_VERSION_DELIVERY_STATES,
  ROLLING_LIMIT_DAYS,
  type RuleSnapshot,
  type StateRule,
  stateName,
  US_STATE_CODES,
} from './state-rules';

/**
 * Where and how much a shopper may buy, evaluated over a {@link RuleSnapshot} (the rule of their
 * state in force now). The catalog uses {@link availabilityInState} to annotate products for a chosen
 * address; cart and checkout use {@link assertCanFulfilToState} and the bottle limits below, so that
 * the same rules refuse an order the page said was impossible. Pure: no clock, no database.
 */

export type FulfilmentWay = 'delivery' | 'shipping';

/** The product fields the rules need; `name` only makes messages friendlier, `categories` give the kind of alcohol. */
export interface ProductFulfillmentProfile {
  readonly name?: string;
  readonly available: boolean;
  readonly deliveryAvailable: boolean;
  readonly shippingAvailable: boolean;
  /** Upper-case state codes the product may be shipped to; null or empty means everywhere allowed. */
  readonly markets: readonly string[] | null;
  readonly categories?: readonly string[] | null;
}

export interface StateAvailability {
  /** The normalised (upper-case) state code. */
  readonly state: string;
  /** The product can be bought for this state by at least one fulfillment type. */
  readonly availableInState: boolean;
  /** Same-day delivery of this product reaches the state. */
  readonly deliveryInState: boolean;
  /** This product can be shipped to the state (the state allows its kind, its markets include the state). */
  readonly shippingInState: boolean;
  /** Alcohol cannot be sold to the state at all. */
  readonly restricted: boolean;
  /** Why the product cannot be bought there; present exactly when `availableInState` is false. */
  readonly reason?: string;
}

/** Every refusal of the rules; `code` is stable for the frontend and logs. */
export type DeliveryAreaErrorCode =
  | 'INVALID_STATE'
  | 'UNKNOWN_STATE'
  | 'STATE_ALCOHOL_RESTRICTED'
  | 'DRY_AREA'
  | 'PRODUCT_UNAVAILABLE'
  | 'FULFILLMENT_TYPE_UNAVAILABLE'
  | 'DELIVERY_STATE_NOT_SERVED'
  | 'SHIPPING_NOT_ALLOWED_IN_STATE'
  | 'SHIPPING_STATE_NOT_IN_MARKETS'
  | 'ORDER_BOTTLE_LIMIT'
  | 'ROLLING_BOTTLE_LIMIT';

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
    throw new DeliveryAreaError('INVALID_STATE', `State must be a two-letter code such as CA; got '${String(input).trim()}'.`);
  }
  return state;
}

/** Like {@link normaliseStateCode} but answers null, for callers that only want to test input. */
export function tryNormaliseStateCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const state = input.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(state) ? state : null;
}

export function isKnownUsState(state: string): boolean {
  return US_STATE_CODES.has(state.trim().toUpperCase());
}

/** Whether the product's markets (when set) include the state; markets are compared upper-case. */
export function marketsInclude(markets: readonly string[] | null, state: string): boolean {
  const listed = normalisedMarkets(markets);
  return listed.length === 0 || listed.includes(state.trim().toUpperCase());
}

/** The dry-area prefix the ZIP code starts with, if any (only its digits count: '75001-1234' is 750011234). */
export function dryZipPrefixOf(rule: StateRule, zip: string | null | undefined): string | null {
  const digits = (zip ?? '').replace(/\D/g, '');
  if (digits.length === 0) return null;
  return rule.dryZipPrefixes.find((prefix) => digits.startsWith(prefix)) ?? null;
}

/** What a shopper with an address in the snapshot's state can do with the product. */
export function availabilityInState(product: ProductFulfillmentProfile, snapshot: RuleSnapshot): StateAvailability {
  const { state, rule } = snapshot;
  const restricted = rule?.restricted ?? false;
  const sellable = product.available && rule !== null && !rule.restricted;
  const deliveryInState = sellable && product.deliveryAvailable && rule.deliveryAllowed;
  const shippingInState = sellable && product.shippingAvailable && rule.shippingAllowed[alcoholKindOf(product.categories)] && marketsInclude(product.markets, state);
  const availableInState = deliveryInState || shippingInState;
  const availability: StateAvailability = { state, availableInState, deliveryInState, shippingInState, restricted };
  return availableInState ? availability : { ...availability, reason: unavailabilityReason(product, snapshot) };
}

/**
 * The checkout guard: returns the state when `product` can be sent to the snapshot's state (and ZIP,
 * when known) by `fulfillmentType`, otherwise throws a {@link DeliveryAreaError} whose message says
 * what to change. Checks run from the address outwards so the shopper learns first about what
 * affects every item.
 */
export function assertCanFulfilToState(product: ProductFulfillmentProfile, fulfillmentType: FulfilmentWay, snapshot: RuleSnapshot, zip?: string | null): string {
  const { state } = snapshot;
  const rule = assertStateSells(snapshot, zip);
  const productName = displayName(product);
  if (!product.available) {
    throw new DeliveryAreaError('PRODUCT_UNAVAILABLE', `${productName} is currently unavailable. Please remove it from your order.`);
  }
  if (!offers(product, fulfillmentType)) {
    const other: FulfilmentWay = fulfillmentType === 'delivery' ? 'shipping' : 'delivery';
    const alternative = offers(product, other) ? ` Please choose ${other} instead.` : '';
    throw new DeliveryAreaError('FULFILLMENT_TYPE_UNAVAILABLE', `${productName} is not available for ${fulfillmentType}.${alternative}`);
  }
  if (fulfillmentType === 'delivery' && !rule.deliveryAllowed) {
    const alternative = product.shippingAvailable ? 'Choose shipping or an address' : 'Choose an address';
    throw new DeliveryAreaError(
      'DELIVERY_STATE_NOT_SERVED',
      `Same-day delivery does not reach ${state}; it is available in ${listStates(orderedDeliveryStates(snapshot.deliveryStates))}. ${alternative} in one of those states.`,
    );
  }
  if (fulfillmentType === 'shipping') {
    const kind = alcoholKindOf(product.categories);
    if (!rule.shippingAllowed[kind]) {
      const alternative = product.deliveryAvailable && rule.deliveryAllowed ? ' Please choose same-day delivery instead.' : ' Please remove it from your order.';
      throw new DeliveryAreaError('SHIPPING_NOT_ALLOWED_IN_STATE', `${stateName(state)} does not allow ${kind} to be shipped to it; ${productName} cannot be shipped to ${state}.${alternative}`);
    }
    if (!marketsInclude(product.markets, state)) {
      throw new DeliveryAreaError(
        'SHIPPING_STATE_NOT_IN_MARKETS',
        `${productName} cannot be shipped to ${state}; it ships only to ${listStates(normalisedMarkets(product.markets))}. Please use an address in one of those states or remove it from your order.`,
      );
    }
  }
  return state;
}

/** The address checks every line shares: a US state, alcohol sold there, not a dry ZIP. Answers the rule in force. */
export function assertStateSells(snapshot: RuleSnapshot, zip?: string | null): StateRule {
  const { state, rule } = snapshot;
  if (rule === null) {
    throw new DeliveryAreaError('UNKNOWN_STATE', `'${state}' is not a US state code. Enter the two-letter code of your state, such as CA.`);
  }
  if (rule.restricted) {
    throw new DeliveryAreaError('STATE_ALCOHOL_RESTRICTED', `Alcohol cannot be sold to ${state}. Please use an address in another state.`);
  }
  const dryPrefix = dryZipPrefixOf(rule, zip);
  if (dryPrefix !== null) {
    throw new DeliveryAreaError('DRY_AREA', `Alcohol cannot be sold to ZIP code ${String(zip).trim()}: it is in a dry area of ${stateName(state)}. Please use an address elsewhere.`);
  }
  return rule;
}

/** The per-order limit: every bottle of the checkout counts (each unit of a line is one bottle). */
export function assertWithinOrderLimit(snapshot: RuleSnapshot, bottlesInOrder: number): void {
  const limit = snapshot.rule?.maxBottlesPerOrder ?? null;
  if (limit === null || bottlesInOrder <= limit) return;
  throw new DeliveryAreaError(
    'ORDER_BOTTLE_LIMIT',
    `${stateName(snapshot.state)} limits alcohol to ${bottles(limit)} per order; this order has ${bottles(bottlesInOrder)}. Remove ${bottles(bottlesInOrder - limit)} to continue.`,
  );
}

/** The rolling limit: what the shopper ordered in the last 30 days plus this checkout. */
export function assertWithinRollingLimit(snapshot: RuleSnapshot, bottlesAlreadyOrdered: number, bottlesInOrder: number): void {
  const limit = snapshot.rule?.maxBottlesPer30Days ?? null;
  if (limit === null || bottlesAlreadyOrdered + bottlesInOrder <= limit) return;
  const left = Math.max(0, limit - bottlesAlreadyOrdered);
  throw new DeliveryAreaError(
    'ROLLING_BOTTLE_LIMIT',
    `${stateName(snapshot.state)} limits alcohol to ${bottles(limit)} per shopper in ${ROLLING_LIMIT_DAYS} days; you ordered ${bottles(bottlesAlreadyOrdered)} in the last ${ROLLING_LIMIT_DAYS} days and this order has ${bottles(bottlesInOrder)}. You may order ${bottles(left)} more now.`,
  );
}

/** Whether a rolling limit applies, so a checkout takes the shopper's lock and counts only when it must. */
export function hasRollingLimit(snapshot: RuleSnapshot): boolean {
  return (snapshot.rule?.maxBottlesPer30Days ?? null) !== null;
}

/** The kind of alcohol a product counts as (for messages and the shipping rule). */
export function kindOf(product: Pick<ProductFulfillmentProfile, 'categories'>): AlcoholKind {
  return alcoholKindOf(product.categories);
}

function offers(product: ProductFulfillmentProfile, fulfillmentType: FulfilmentWay): boolean {
  return fulfillmentType === 'delivery' ? product.deliveryAvailable : product.shippingAvailable;
}

function unavailabilityReason(product: ProductFulfillmentProfile, { state, rule }: RuleSnapshot): string {
  if (rule === null) return `${state} is not a US state code`;
  if (rule.restricted) return `Alcohol cannot be sold to ${state}`;
  if (!product.available) return `${displayName(product)} is currently unavailable`;
  if (!product.deliveryAvailable && !product.shippingAvailable) {
    return `${displayName(product)} is offered neither for delivery nor for shipping`;
  }
  // Both fulfillment types were tried and failed for the address; say why for each one offered.
  const parts: string[] = [];
  if (product.deliveryAvailable) parts.push(`same-day delivery does not reach ${state}`);
  if (product.shippingAvailable) {
    const kind = alcoholKindOf(product.categories);
    parts.push(rule.shippingAllowed[kind] ? `it ships only to ${listStates(normalisedMarkets(product.markets))}` : `${stateName(state)} does not allow ${kind} to be shipped to it`);
  }
  return capitalise(parts.join(' and '));
}

/**
 * The delivery states as refusals name them: the first version's in the seed's order (CA, NY, TX, FL,
 * WA, OR, NV, CO), then any added later alphabetically, so the message shoppers know stays the same.
 */
function orderedDeliveryStates(states: readonly string[]): string[] {
  const seedOrder: readonly string[] = FIRST_VERSION_DELIVERY_STATES;
  const rank = (state: string) => (seedOrder.includes(state) ? seedOrder.indexOf(state) : seedOrder.length);
  return [...states].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function normalisedMarkets(markets: readonly string[] | null): string[] {
  return (markets ?? []).map((market) => market.trim().toUpperCase()).filter((market) => market.length > 0);
}

function bottles(count: number): string {
  return `${count} ${count === 1 ? 'bottle' : 'bottles'}`;
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

/** One line of a purchase: a product, how it is sent, how many bottles. */
export interface PurchaseLine {
  readonly product: ProductFulfillmentProfile;
  readonly fulfillmentType: FulfilmentWay;
  readonly quantity: number;
}

/**
 * What cart and checkout refuse before anything is counted across orders: the address (state, dry
 * ZIP), every line's way there, then the per-order limit over all the lines' bottles.
 */
export function assertPurchaseAllowed(lines: readonly PurchaseLine[], snapshot: RuleSnapshot, zip?: string | null): void {
  assertStateSells(snapshot, zip);
  for (const line of lines) assertCanFulfilToState(line.product, line.fulfillmentType, snapshot, zip);
  assertWithinOrderLimit(snapshot, bottlesIn(lines));
}

export function bottlesIn(lines: readonly Pick<PurchaseLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The rules of the snapshot's state as sentences, for the delivery-address notice. */
export function ruleNotices(snapshot: RuleSnapshot, zip?: string | null): string[] {
  const { state, rule } = snapshot;
  if (rule === null) return [`'${state}' is not a US state code.`];
  const name = stateName(state);
  if (rule.restricted) return [`Alcohol cannot be sold to ${name}.`];
  const notices: string[] = [];
  if (dryZipPrefixOf(rule, zip) !== null) notices.push(`ZIP code ${String(zip).trim()} is in a dry area of ${name}: alcohol cannot be sold there.`);
  notices.push(rule.deliveryAllowed ? `Same-day delivery is available in ${name}.` : `Same-day delivery does not reach ${name}.`);
  const allowed = (['spirits', 'wine', 'beer'] as const).filter((kind) => rule.shippingAllowed[kind]);
  if (allowed.length === 3) notices.push(`2-day shipping is available to ${name}.`);
  else if (allowed.length === 0) notices.push(`${name} does not allow alcohol to be shipped to it.`);
  else notices.push(`${name} allows only ${listWords(allowed)} to be shipped to it.`);
  if (rule.maxBottlesPerOrder !== null) notices.push(`${name} limits alcohol to ${bottles(rule.maxBottlesPerOrder)} per order.`);
  if (rule.maxBottlesPer30Days !== null) notices.push(`${name} limits alcohol to ${bottles(rule.maxBottlesPer30Days)} per shopper in ${ROLLING_LIMIT_DAYS} days.`);
  return notices;
}

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
