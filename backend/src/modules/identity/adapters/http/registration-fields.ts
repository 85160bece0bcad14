import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The registration rules for the fields of a new account, shared by every sign-up form
 * (POST /api/register and POST /api/auth/register-brand), so both refuse the same input alike.
 */
export function RegistrationUsername(example = 'newshopper'): PropertyDecorator {
  return applyDecorators(
    // Listed in the order they apply (the reverse of stacked decorators): the first failing check names the field's problem.
    Transform(trim),
    IsNotEmpty({ message: 'username is required' }),
    IsString({ message: 'username must be text' }),
    Length(3, 50, { message: 'username must be 3 to 50 characters' }),
    Matches(/^[A-Za-z0-9_.-]+$/, { message: 'username may contain only letters, digits, dots, dashes and underscores' }),
    ApiProperty({ example, minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' }),
  );
}

/** The sign-up password rules, also for a new password (reset, change); `field` names it in the messages. */
export function RegistrationPassword(field = 'password'): PropertyDecorator {
  return applyDecorators(
    IsNotEmpty({ message: `${field} is required` }),
    IsString({ message: `${field} must be text` }),
    MinLength(8, { message: `${field} must be at least 8 characters` }),
    MaxLength(200, { message: `${field} must be at most 200 characters` }),
    ApiProperty({ minLength: 8, maxLength: 200, format: 'password', example: 'rye-and-ginger-21' }),
  );
}

/** Optional for shoppers; brand registration requires it (`required: true`). */
export function RegistrationEmail(options: { required?: boolean; example?: string } = {}): PropertyDecorator {
  const example = options.example ?? 'me@example.com';
  return applyDecorators(
    ...(options.required ? [IsNotEmpty({ message: 'email is required' })] : [IsOptional()]),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
    MaxLength(254, { message: 'email must be at most 254 characters' }),
    Transform(emptyToUndefined),
    ...(options.required ? [ApiProperty({ example, maxLength: 254, format: 'email' })] : [ApiPropertyOptional({ example })]),
  );
}
