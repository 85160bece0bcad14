import { Command } from '@nestjs/cqrs';

/** The repeatable job: every pending offer past its expiresAt becomes expired. Answers how many. */
export class ExpireGiftOffersCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}
