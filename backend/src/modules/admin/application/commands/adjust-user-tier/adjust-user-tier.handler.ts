import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommissionTierChange, SetCommissionTierCommand } from '../../../../commissions';
import { FindAnyAccountQuery, UserNotFoundError } from '../../../../identity';
import { AdjustUserTierCommand } from './adjust-user-tier.command';

@CommandHandler(AdjustUserTierCommand)
export class AdjustUserTierHandler implements ICommandHandler<AdjustUserTierCommand, CommissionTierChange> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ userId, curatorStatus, commissionRate, actorUserId }: AdjustUserTierCommand): Promise<CommissionTierChange> {
    if (!(await this.queryBus.execute(new FindAnyAccountQuery(userId)))) throw new UserNotFoundError(userId);
    return this.commandBus.execute(new SetCommissionTierCommand(userId, curatorStatus, commissionRate, actorUserId));
  }
}
