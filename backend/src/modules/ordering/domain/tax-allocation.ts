import type { Cents } from '../../../shared/domain/money';

/**
 * Splits the cart's tax (8 % of the WHOLE subtotal, rounded once) across the orders of its
 * fulfillment groups, in proportion to their subtotals. Rounding each group's 8 % separately could
 * make the orders add up to a cent more or less than the total the drawer showed and the shopper
 * paid; here the parts always sum to exactly `totalTaxCents` (the last group takes the remainder).
 */
export function allocateTax(totalTaxCents: Cents, groupSubtotalsCents: readonly Cents[]): Cents[] {
  if (!Number.isInteger(totalTaxCents) || totalTaxCents < 0) throw new RangeError(`totalTaxCents must be whole cents ≥ 0, got ${totalTaxCents}`);
  const subtotal = groupSubtotalsCents.reduce((sum, part) => sum + part, 0);
  if (groupSubtotalsCents.length === 0) return [];
  if (subtotal === 0) return groupSubtotalsCents.map((_, index) => (index === groupSubtotalsCents.length - 1 ? totalTaxCents : 0));
  let allocated = 0;
  return groupSubtotalsCents.map((part, index) => {
    if (index === groupSubtotalsCents.length - 1) return totalTaxCents - allocated;
    const share = Math.round((totalTaxCents * part) / subtotal);
    allocated += share;
    return share;
  });
}
