import { productAvailability } from './product-availability';

describe('productAvailability', () => {
  it('reads a product as the back office shows it: both ways, one way, or not at all', () => {
    const product = (available: boolean, deliveryAvailable: boolean, shippingAvailable: boolean) => productAvailability({ available, deliveryAvailable, shippingAvailable });
    expect(product(true, true, true)).toBe('available');
    expect(product(true, false, true)).toBe('ship_only');
    expect(product(true, true, false)).toBe('delivery_only');
    expect(product(true, false, false)).toBe('out_of_stock');
    expect(product(false, true, true)).toBe('out_of_stock');
  });
});
