import { ValidateIf } from 'class-validator';

/**
 * Like class-validator's IsOptional, but only an absent field skips validation: `null` is checked like
 * any other value, so `"quantity": null` is refused instead of silently taking the default. Use it for
 * optional fields that have no meaning as null.
 */
export const IsOmittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
