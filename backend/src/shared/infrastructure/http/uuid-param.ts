import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
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
export class UuidPipe implements PipeTransform<unknown, string> {
  private readonly refusal: MalformedIdRefusal;

  constructor(name: string, what: string, refusal?: MalformedIdRefusal) {
    this.refusal = refusal ?? { message: `${name} must be ${what} (a UUID)`, code: 'MALFORMED_ID' };
  }

  transform(value: unknown): string {
    if (isUuid(value)) return value;
    throw new BadRequestException(this.refusal);
  }
}

/** `@UuidParam('creatorId', 'a creator id')`: the path parameter `creatorId`, refused with 400 unless it is a UUID. */
export function UuidParam(name: string, what: string, refusal?: MalformedIdRefusal): ParameterDecorator {
  return Param(name, new UuidPipe(name, what, refusal));
}
