import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

export class VerifyAgeCommand extends Command<AccountView> {
  constructor(readonly userId: string) {
    super();
  }
}
