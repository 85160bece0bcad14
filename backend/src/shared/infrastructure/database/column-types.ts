import { BigIntType, DecimalType } from '@mikro-orm/core';

/** Running totals in cents can outgrow int4; read them back as JS numbers (safe up to 2^53 cents). */
export const bigCents = () => ({ type: new BigIntType('number'), columnType: 'bigint', default: 0 });
/** Unit amounts in cents: an int4 is ample for a single price or fee. */
export const cents = (defaultValue?: number) => ({
  type: 'integer',
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});
export const decimal = (precision: number, scale: number) => ({
  type: new DecimalType('number'),
  columnType: `numeric(${precision},${scale})`,
});
export const textArray = { type: 'text[]', columnType: 'text[]' } as const;
export const jsonb = { type: 'json', columnType: 'jsonb' } as const;
