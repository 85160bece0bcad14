import type { Cents } from '../../../../shared/domain/money';
import type { CartProductProfile } from '../../domain/cart.errors';
import type { FulfillmentType } from '../../../catalog';

export const CART_REPOSITORY = Symbol('CART_REPOSITORY');

/** A cart line with the product's current prices (the cart keeps no price snapshot: it always shows today's price). */
export interface CartLineView {
  id: string;
  productId: string;
  fulfillmentType: FulfillmentType;
  quantity: number;
  createdAt: Date;
  product: {
    name: string;
    priceCents: Cents;
    image: string | null;
    deliveryFeeCents: Cents;
    freeDeliveryMinCents: Cents;
    shippingFeeCents: Cents;
    freeShippingMinCents: Cents;
    available: boolean;
    deliveryAvailable: boolean;
    shippingAvailable: boolean;
    /** Upper-case states the product may be shipped to; empty means everywhere it is legal. */
    markets: string[];
    /** The product's categories: the state rules read the kind of alcohol (spirits, wine, beer) from them. */
    categories: string[];
  };
}

export type RaiseOutcome =
  | { kind: 'saved'; itemId: string }
  /** The line exists and the addition would take it past the maximum; nothing was changed. */
  | { kind: 'over-maximum'; currentQuantity: number };

export type MoveOutcome = RaiseOutcome | { kind: 'not-found' };

export interface CartRepository {
  findProduct(productId: string): Promise<CartProductProfile | null>;
  /**
   * Adds a line, or raises the quantity of the shopper's existing line for the same product and
   * fulfillment type, in one atomic statement (concurrent adds all count). Refuses, without change,
   * an addition that would take the line past `maxQuantity`.
   */
  addOrRaise(userId: string, productId: string, fulfillmentType: FulfillmentType, quantity: number, maxQuantity: number): Promise<RaiseOutcome>;
  /** Sets the quantity of the shopper's own line; false when no such line is theirs. */
  setQuantity(userId: string, itemId: string, quantity: number): Promise<boolean>;
  /** The product of the shopper's own line; null when no such line is theirs. */
  lineProduct(userId: string, itemId: string): Promise<string | null>;
  /**
   * Moves the shopper's own line to `fulfillmentType` in one transaction: its quantity joins the line already
   * holding the product that way (the cart keeps one line per product and way), or the line itself changes.
   * Refuses, without change, a move that would take the joined line past `maxQuantity`.
   */
  moveLine(userId: string, itemId: string, fulfillmentType: FulfillmentType, maxQuantity: number): Promise<MoveOutcome>;
  /** Removes the shopper's own line; false when no such line is theirs. */
  remove(userId: string, itemId: string): Promise<boolean>;
  /** Removes every line of the shopper's cart; answers how many were removed. */
  clear(userId: string): Promise<number>;
}
