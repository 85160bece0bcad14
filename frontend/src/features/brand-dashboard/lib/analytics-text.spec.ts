import { dailySalesTitle, productSalesLine } from './analytics-text';

describe('brand analytics text', () => {
  it("names a day's orders in the right number", () => {
    expect(dailySalesTitle({ date: '2026-11-27', revenue: 85, orders: 1 })).toBe('2026-11-27: $85.00, 1 order');
    expect(dailySalesTitle({ date: '2026-11-28', revenue: 170.5, orders: 2 })).toBe('2026-11-28: $170.50, 2 orders');
  });

  it("names a top product's orders in the right number", () => {
    expect(productSalesLine({ revenue: 42.5, orders: 1 })).toBe('$42.50 · 1 order');
    expect(productSalesLine({ revenue: 0, orders: 0 })).toBe('$0.00 · 0 orders');
  });
});
