/**
 * class-transformer `@Transform` functions for query strings, which arrive as text. Each reads strictly
 * and otherwise hands the value on unchanged, so bad input still fails its validator with a clear message
 * instead of being coerced ('12abc' is not 12, 'yes' is not true).
 */
type TransformArgs = { value: unknown };

/** '42' → 42; '' → NaN (fails IsNumber); anything else unchanged. */
export const toNumber = ({ value }: TransformArgs) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? Number.NaN : value);

/** Whole numbers only: '42' → 42, '4.2' and '42abc' stay text (fail IsInt). */
export const toInteger = ({ value }: TransformArgs) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

/** 'true' / 'false' → booleans; anything else unchanged (fails IsBoolean). */
export const toBoolean = ({ value }: TransformArgs) => (value === 'true' ? true : value === 'false' ? false : value);

/** Text trimmed; blank text means "not given". */
export const trimToUndefined = ({ value }: TransformArgs) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};
