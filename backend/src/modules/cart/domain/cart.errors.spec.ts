import { assertCanAddToCart, CartProductNotPurchasableError } from './cart.errors';

describe('assertCanAddToCart', () => {
  const product = { name: 'Juniper Lane Gin', available: true, deliveryAvailable: true, shippingAvailable: false };

  it('accepts an available product for a fulfillment type it offers', () => {
    expect(() => assertCanAddToCart(product, 'delivery')).not.toThrow();
  });

  it('refuses an unavailable product with PRODUCT_UNAVAILABLE', () => {
    expect(() => assertCanAddToCart({ ...product, available: false }, 'delivery')).toThrow(
      expect.objectContaining({ code: 'PRODUCT_UNAVAILABLE', kind: 'conflict' }),
    );
  });

  it('refuses a fulfillment type the product does not offer and suggests the other one', () => {
    const refusal = (() => {
      try {
        assertCanAddToCart({ ...product, deliveryAvailable: false, shippingAvailable: true }, 'delivery');
      } catch (error) {
        return error as CartProductNotPurchasableError;
      }
      throw new Error('expected a refusal');
    })();
    expect(refusal.code).toBe('FULFILLMENT_TYPE_UNAVAILABLE');
    expect(refusal.message).toBe('Juniper Lane Gin is not available for same-day delivery. Add it for shipping instead.');
  });

  it('does not suggest an alternative the product does not offer either', () => {
    expect(() => assertCanAddToCart(product, 'shipping')).toThrow('Juniper Lane Gin is not available for shipping.');
  });
});
