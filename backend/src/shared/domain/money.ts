/**
 * Money is an integer number of cents inside the domain and the database.
 * The API speaks dollars (numbers with at most two decimals), converted only at the edge.
 */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Percentage of an amount, rounded half-up to the cent (e.g. 8 % tax). */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number of cents`);
  return value;
}
