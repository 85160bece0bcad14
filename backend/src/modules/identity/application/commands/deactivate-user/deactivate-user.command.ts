import { Command } from '@nestjs/cqrs';

/** An admin deactivates an account: it can no longer sign in, its sessions end, its data stays. Audited. */
export class DeactivateUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly actorUserId: string,
  ) {
    super();
  }
}
