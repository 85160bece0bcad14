import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** A path id that must be a UUID: a malformed one is the caller's mistake (400), never a 500 from the database. */
export function uuidParam(name: string, what: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    version: '4',
    exceptionFactory: () => new BadRequestException({ message: `${name} must be ${what} (a UUID)`, code: 'MALFORMED_ID' }),
  });
}
