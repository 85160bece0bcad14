import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { EXAMPLE_IDS } from './api-docs';
import { isUuid } from '../../domain/uuid';

/** What a refused path id answers; every path answers the one default but the product id, whose answer predates it. */
export interface MalformedIdRefusal {
  message: string;
  code: string;
}

/**
 * A path id that must be a UUID: a malformed one is the caller's mistake (400 that says which id and
 * what it should be), never a 500 from the database. A well-formed id that names nothing is the handler's 404.
 */
/** The 400 a malformed path id answers: `malformedId('creatorId', 'a creator id')` (also the OpenAPI example). */
export function malformedId(name: string, what: string, refusal?: MalformedIdRefusal): BadRequestException {
  return new BadRequestException(refusal ?? { message: `${name} must be ${what} (a UUID)`, code: 'MALFORMED_ID' });
}

export class UuidPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly name: string,
    private readonly what: string,
    private readonly refusal?: MalformedIdRefusal,
  ) {}

  transform(value: unknown): string {
    if (isUuid(value)) return value;
    throw malformedId(this.name, this.what, this.refusal);
  }
}

/**
 * `@UuidParam('creatorId', 'a creator id')`: the path parameter `creatorId`, refused with 400 unless it is a
 * UUID; documented in the OpenAPI document as a UUID with an example.
 */
export function UuidParam(name: string, what: string, refusal?: MalformedIdRefusal): ParameterDecorator {
  const param = Param(name, new UuidPipe(name, what, refusal));
  return (target, propertyKey, index) => {
    param(target, propertyKey, index);
    if (propertyKey === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, propertyKey);
    if (descriptor) ApiParam({ name, format: 'uuid', description: `${what[0].toUpperCase()}${what.slice(1)} (a UUID)`, example: exampleIdFor(name) })(target, propertyKey, descriptor);
  };
}

function exampleIdFor(name: string): string {
  const entity = (Object.keys(EXAMPLE_IDS) as (keyof typeof EXAMPLE_IDS)[]).find((key) => key !== 'other' && name.toLowerCase().startsWith(key.toLowerCase()));
  return EXAMPLE_IDS[entity ?? (name === 'id' ? 'product' : 'other')];
}
