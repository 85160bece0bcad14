const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Seed 000 §2/§9: amounts in dollars (as the API sends them) with 2 decimals; a missing amount shows as $0.00. */
export function formatDollars(amount: number | null | undefined): string {
  return dollars.format(amount ?? 0);
}
