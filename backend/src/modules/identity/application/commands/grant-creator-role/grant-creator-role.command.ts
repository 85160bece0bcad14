import { Command } from '@nestjs/cqrs';
import type { TransactionContext } from '../../../../../shared/application/unit-of-work';

/**
 * An approved creator application makes its applicant a creator, inside the approval's transaction:
 * a shopper (role user) becomes role creator; an admin or a brand keeps the role they have.
 */
export class GrantCreatorRoleCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly tx: TransactionContext,
  ) {
    super();
  }
}
