import { CART_PRICING, CartLineForTotals, computeCartTotals } from './cart-totals';

function delivery(unitPriceCents: number, quantity = 1, fees: Partial<CartLineForTotals> = {}): CartLineForTotals {
  return { fulfillmentType: 'delivery', quantity, unitPriceCents, ...fees };
}
function shipping(unitPriceCents: number, quantity = 1, fees: Partial<CartLineForTotals> = {}): CartLineForTotals {
  return { fulfillmentType: 'shipping', quantity, unitPriceCents, ...fees };
}

describe('computeCartTotals', () => {
  it('uses the seed’s defaults', () => {
    expect(CART_PRICING).toEqual({
      DEFAULT_DELIVERY_FEE_CENTS: 499,
      DEFAULT_FREE_DELIVERY_MIN_CENTS: 3500,
      DEFAULT_SHIPPING_FEE_CENTS: 899,
      DEFAULT_FREE_SHIPPING_MIN_CENTS: 7500,
      TAX_PERCENT: 8,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(computeCartTotals([])).toEqual({
      subtotalCents: 0,
      deliverySubtotalCents: 0,
      shippingSubtotalCents: 0,
      deliveryFeeCents: 0,
      shippingFeeCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
      itemCount: 0,
    });
  });

  it('charges delivery just below 35.00 (34.99)', () => {
    expect(computeCartTotals([delivery(3499)])).toEqual({
      subtotalCents: 3499,
      deliverySubtotalCents: 3499,
      shippingSubtotalCents: 0,
      deliveryFeeCents: 499,
      shippingFeeCents: 0,
      feesCents: 499,
      taxCents: 280, // 279.92 rounds up
      totalCents: 3499 + 499 + 280,
      itemCount: 1,
    });
  });

  it('delivers free at exactly 35.00', () => {
    const totals = computeCartTotals([delivery(1750, 2)]);
    expect(totals).toMatchObject({ subtotalCents: 3500, deliveryFeeCents: 0, taxCents: 280, totalCents: 3780, itemCount: 2 });
  });

  it('charges shipping just below 75.00 (74.99)', () => {
    const totals = computeCartTotals([shipping(7499)]);
    expect(totals).toMatchObject({
      shippingSubtotalCents: 7499,
      shippingFeeCents: 899,
      deliveryFeeCents: 0,
      taxCents: 600, // 599.92
      totalCents: 7499 + 899 + 600,
    });
  });

  it('ships free at exactly 75.00', () => {
    const totals = computeCartTotals([shipping(2500, 3)]);
    expect(totals).toMatchObject({ shippingSubtotalCents: 7500, shippingFeeCents: 0, taxCents: 600, totalCents: 8100 });
  });

  it('totals the groups separately, so both fees can apply although the whole cart is over both thresholds', () => {
    const totals = computeCartTotals([delivery(3000), shipping(7000), delivery(499), shipping(499)]);
    expect(totals).toEqual({
      subtotalCents: 10998,
      deliverySubtotalCents: 3499,
      shippingSubtotalCents: 7499,
      deliveryFeeCents: 499,
      shippingFeeCents: 899,
      feesCents: 1398,
      taxCents: 880, // 879.84
      totalCents: 10998 + 1398 + 880,
      itemCount: 4,
    });
  });

  it('frees one group without freeing the other', () => {
    const totals = computeCartTotals([shipping(1000), delivery(3500)]);
    expect(totals).toMatchObject({ deliveryFeeCents: 0, shippingFeeCents: 899, feesCents: 899 });
  });

  it('takes fee and threshold from the first line of each group only', () => {
    const totals = computeCartTotals([
      delivery(2000, 1, { deliveryFeeCents: 299, freeDeliveryMinCents: 5000 }),
      delivery(2000, 1, { deliveryFeeCents: 999, freeDeliveryMinCents: 1000 }),
      shipping(5000, 1, { shippingFeeCents: 1299, freeShippingMinCents: 10000 }),
      shipping(100, 1, { shippingFeeCents: 0, freeShippingMinCents: 0 }),
    ]);
    // 40.00 of delivery is below the first line's 50.00 threshold; 51.00 of shipping below its 100.00.
    expect(totals).toMatchObject({ deliveryFeeCents: 299, shippingFeeCents: 1299 });
  });

  it('lets a product make its group free earlier', () => {
    const totals = computeCartTotals([
      delivery(2000, 1, { deliveryFeeCents: 599, freeDeliveryMinCents: 2000 }),
      shipping(3000, 1, { shippingFeeCents: 1099, freeShippingMinCents: 3000 }),
    ]);
    expect(totals).toMatchObject({ deliveryFeeCents: 0, shippingFeeCents: 0 });
  });

  it('falls back to the default for a missing product-specific fee', () => {
    const totals = computeCartTotals([
      delivery(1000, 1, { deliveryFeeCents: null, freeDeliveryMinCents: null }),
      shipping(1000, 1, { shippingFeeCents: undefined, freeShippingMinCents: undefined }),
    ]);
    expect(totals).toMatchObject({ deliveryFeeCents: 499, shippingFeeCents: 899 });
  });

  it('taxes items only, rounding half up to the cent', () => {
    expect(computeCartTotals([delivery(1)]).taxCents).toBe(0); // 0.08 cent
    expect(computeCartTotals([delivery(7)]).taxCents).toBe(1); // 0.56 cent
    expect(computeCartTotals([delivery(1000)]).taxCents).toBe(80); // fee 4.99 is not taxed
  });

  it('counts quantities, not lines', () => {
    expect(computeCartTotals([delivery(100, 3), shipping(100, 99)]).itemCount).toBe(102);
  });

  it('refuses amounts that are not whole cents and quantities below 1', () => {
    expect(() => computeCartTotals([delivery(12.5)])).toThrow(RangeError);
    expect(() => computeCartTotals([delivery(100, 0)])).toThrow(RangeError);
    expect(() => computeCartTotals([delivery(100, 1, { deliveryFeeCents: -1 })])).toThrow(RangeError);
  });
});
