import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { IsIn } from 'class-validator';
import { BusinessRuleViolation } from '../../domain/domain-error';
import { API_ERRORS_KEY, ApiDomainErrors, ApiErrors, ErrorEntry, ErrorsByStatus, errorEntries, errorEntryOf } from './api-docs';
import { DomainErrorFilter } from './domain-error.filter';
import { malformedId, UuidPipe } from './uuid-param';
import { createValidationPipe, validationFailure } from './validation.pipe';

class PourDto {
  @IsIn(['neat', 'rocks'], { message: 'serve must be neat or rocks' })
  serve!: string;
}

const documented = (decorate: MethodDecorator): ErrorEntry[] => {
  const method = { pour() {} };
  const descriptor = Object.getOwnPropertyDescriptor(method, 'pour')!;
  decorate(method, 'pour', descriptor);
  return Reflect.getMetadata(API_ERRORS_KEY, descriptor.value) as ErrorEntry[];
};

describe('OpenAPI error examples', () => {
  it('ApiErrors takes shared codes only: a message given as a literal is refused, so no example repeats what a domain error says', () => {
    const literal = { 404: { PRODUCT_NOT_FOUND: 'Product not found.' } } as unknown as ErrorsByStatus;
    expect(() => errorEntries(literal)).toThrow(/ApiDomainErrors/);
    expect(() => errorEntries({ 404: ['PRODUCT_NOT_FOUND'] } as unknown as ErrorsByStatus)).toThrow(/not a shared code/);
    expect(errorEntries({ 503: ['QUEUE_UNAVAILABLE'] })).toEqual([expect.objectContaining({ status: 503, code: 'QUEUE_UNAVAILABLE' })]);
  });

  it('ApiDomainErrors documents a domain error exactly as the error filter answers it', () => {
    const error = new BusinessRuleViolation('GLASS_EMPTY', 'The glass is empty.');
    const body = new DomainErrorFilter().toBody(error);
    expect(documented(ApiDomainErrors(error))).toEqual([{ status: body.statusCode, code: body.code, message: body.message }]);
  });

  it('takes the refusal a call throws, and refuses a call that refuses nothing', () => {
    expect(errorEntryOf(() => new UuidPipe('creatorId', 'a creator id').transform('mayapours'))).toEqual({
      status: 400,
      code: 'MALFORMED_ID',
      message: 'creatorId must be a creator id (a UUID)',
    });
    expect(errorEntryOf(malformedId('creatorId', 'a creator id'))).toEqual(errorEntryOf(() => new UuidPipe('creatorId', 'a creator id').transform('x')));
    expect(() => errorEntryOf(() => new UuidPipe('creatorId', 'a creator id').transform('9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d'))).toThrow(/refused nothing/);
  });

  it("documents a DTO's validation as the validation pipe answers it", async () => {
    const answered = await createValidationPipe()
      .transform({ serve: 'shaken', ice: true }, { type: 'body', metatype: PourDto })
      .catch((error: unknown) => error);
    expect(validationFailure(PourDto, { serve: 'shaken', ice: true }).getResponse()).toEqual((answered as BadRequestException).getResponse());
    expect(errorEntryOf(validationFailure(PourDto, { serve: 'shaken' }))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'serve must be neat or rocks' });
    expect(() => validationFailure(PourDto, { serve: 'neat' })).toThrow(/accepts/);
  });

  it('an HttpException without a code is documented with the code the filter gives it', () => {
    expect(errorEntryOf(new BadRequestException(['serve must be neat or rocks']))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'serve must be neat or rocks' });
  });

  it('keeps ApiErrors for shared codes beside ApiDomainErrors', () => {
    expect(documented(ApiErrors({ 400: ['VALIDATION_FAILED'] })).map((entry) => entry.code)).toEqual(['VALIDATION_FAILED']);
  });
});
