import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { manualTierChange } from '../../../domain/curator-tier';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { CommissionTierChange, SetCommissionTierCommand } from './set-commission-tier.command';

@CommandHandler(SetCommissionTierCommand)
export class SetCommissionTierHandler implements ICommandHandler<SetCommissionTierCommand, CommissionTierChange> {
  constructor(
    @Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  execute({ userId, curatorStatus, commissionRate, actorUserId }: SetCommissionTierCommand): Promise<CommissionTierChange> {
    const change = manualTierChange(curatorStatus, commissionRate);
    return this.unitOfWork.run(async (tx) => {
      const current = await this.accounts.findForUpdate(tx, userId);
      const before = { curatorStatus: current?.tier ?? 'user', commissionRate: current?.commissionRate ?? 0 };
      const after = { curatorStatus: change.tier, commissionRate: change.commissionRate };
      await this.accounts.setTierManually(tx, userId, change.tier, change.commissionRate);
      await this.auditTrail.record(tx, { action: 'user.tier_changed', entityType: 'user', entityId: userId, actorUserId, details: { before, after } });
      return { userId, before, after };
    });
  }
}
