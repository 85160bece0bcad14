import { Command } from '@nestjs/cqrs';

/** An admin turns the early-access popup on or off site-wide. Audited. */
export class SetSignupModalStateCommand extends Command<{ enabled: boolean }> {
  constructor(
    readonly enabled: boolean,
    readonly actorUserId: string,
  ) {
    super();
  }
}
