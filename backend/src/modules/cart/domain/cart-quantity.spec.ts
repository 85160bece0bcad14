import { DomainError } from '../../../shared/domain/domain-error';
import { CartQuantity, InvalidCartQuantityError } from './cart-quantity';

describe('CartQuantity', () => {
  it.each([1, 2, 50, 99])('accepts %p', (value) => {
    expect(CartQuantity.of(value).value).toBe(value);
  });

  it.each([
    [0, 'got 0'],
    [-1, 'got -1'],
    [100, 'got 100'],
    [1.5, 'got 1.5'],
    [Number.NaN, 'got NaN'],
    [Number.POSITIVE_INFINITY, 'got Infinity'],
  ])('refuses %p with a message saying what is allowed', (value, got) => {
    expect(() => CartQuantity.of(value)).toThrow(`Quantity must be a whole number from 1 to 99; ${got}.`);
  });

  it('refuses a string that slipped past the edge', () => {
    expect(() => CartQuantity.of('3' as unknown as number)).toThrow("Quantity must be a whole number from 1 to 99; got '3'.");
  });

  it('throws a validation DomainError with a stable code', () => {
    try {
      CartQuantity.of(0);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCartQuantityError);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as InvalidCartQuantityError).kind).toBe('validation');
      expect((error as InvalidCartQuantityError).code).toBe('INVALID_CART_QUANTITY');
    }
  });

  it('adds up to 99 and says how many more fit beyond that', () => {
    expect(CartQuantity.of(98).plus(CartQuantity.of(1)).value).toBe(99);
    expect(() => CartQuantity.of(97).plus(CartQuantity.of(3))).toThrow(
      'A cart line holds at most 99; it has 97, so at most 2 more can be added.',
    );
  });

  it('compares by value', () => {
    expect(CartQuantity.of(3).equals(CartQuantity.of(3))).toBe(true);
    expect(CartQuantity.of(3).equals(CartQuantity.of(4))).toBe(false);
  });
});
