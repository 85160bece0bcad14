import { allocateTax } from './tax-allocation';

describe('allocateTax', () => {
  it('gives a single group the whole tax', () => {
    expect(allocateTax(280, [3500])).toEqual([280]);
  });

  it('splits in proportion to the group subtotals', () => {
    expect(allocateTax(560, [4000, 3000])).toEqual([320, 240]);
  });

  it('always sums to the tax charged, where rounding each group alone would not', () => {
    // 8 % of 10.06 + 8 % of 10.06 rounded separately is 0.80 + 0.80 = 1.60, but 8 % of 20.12 is 1.61.
    const parts = allocateTax(161, [1006, 1006]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(161);
  });

  it('handles empty input and a zero subtotal', () => {
    expect(allocateTax(0, [])).toEqual([]);
    expect(allocateTax(0, [0, 0])).toEqual([0, 0]);
  });

  it('refuses a negative or fractional tax', () => {
    expect(() => allocateTax(-1, [100])).toThrow(RangeError);
    expect(() => allocateTax(1.5, [100])).toThrow(RangeError);
  });
});
