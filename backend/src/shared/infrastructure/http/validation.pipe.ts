import { BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true } as const;
const TRANSFORM_OPTIONS = { enableImplicitConversion: false } as const;

const refusal = (errors: ValidationError[]) => new BadRequestException({ message: flatten(errors), code: 'VALIDATION_FAILED' });

/** DTO validation at the edge: unknown fields refused, messages that say what to fix. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({ ...VALIDATOR_OPTIONS, transform: true, transformOptions: TRANSFORM_OPTIONS, exceptionFactory: refusal });
}

/**
 * The 400 the validation pipe answers for `input` sent as a `dto` (a body or a query), e.g. for an
 * OpenAPI example: `validationFailure(StatsQueryDto, { days: '0' })`. Throws when the input is valid.
 */
export function validationFailure(dto: Type<object>, input: Record<string, unknown>): BadRequestException {
  const errors = validateSync(plainToInstance(dto, input, TRANSFORM_OPTIONS), VALIDATOR_OPTIONS);
  if (errors.length === 0) throw new Error(`validationFailure: ${dto.name} accepts ${JSON.stringify(input)}; give it input it refuses`);
  return refusal(errors);
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.includes('should not exist') ? `${path} is not an accepted field` : text.replace(error.property, path),
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
