import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** DTO validation at the edge: unknown fields refused, messages that say what to fix. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors: ValidationError[]) =>
      new BadRequestException({ message: flatten(errors), code: 'VALIDATION_FAILED' }),
  });
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
