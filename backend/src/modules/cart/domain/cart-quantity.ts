import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidCartQuantityError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_CART_QUANTITY';
}

/**
 * How many of one product a cart line holds: a whole number from 1 to 99. The seed only sets the
 * minimum; the maximum keeps a typo (1000 bottles) from reaching checkout and bounds the line total.
 */
export class CartQuantity {
  static readonly MIN = 1;
  static readonly MAX = 99;

  private constructor(readonly value: number) {}

  /** Accepts only a number; the HTTP edge converts strings before it gets here. */
  static of(value: number): CartQuantity {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < CartQuantity.MIN || value > CartQuantity.MAX) {
      throw new InvalidCartQuantityError(
        `Quantity must be a whole number from ${CartQuantity.MIN} to ${CartQuantity.MAX}; got ${describe(value)}.`,
      );
    }
    return new CartQuantity(value);
  }

  /** The quantity when the same product is added again to a line (adding raises, it never adds a second line). */
  plus(added: CartQuantity): CartQuantity {
    const total = this.value + added.value;
    if (total > CartQuantity.MAX) {
      throw new InvalidCartQuantityError(
        `A cart line holds at most ${CartQuantity.MAX}; it has ${this.value}, so at most ${CartQuantity.MAX - this.value} more can be added.`,
      );
    }
    return new CartQuantity(total);
  }

  equals(other: CartQuantity): boolean {
    return this.value === other.value;
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}
